/** GET /api/v1/two-factor-auth/check: is two-factor on for the signed-in user? */
import type { TwoFactorStatus as TwoFactorStatusSchema } from '@payrail/contract/two-factor';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http, responseBody } from '../../../lib/http';
import { twoFactorKeys } from './keys';

export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const getTwoFactorStatus = () =>
  http.get<TwoFactorStatus>('/two-factor-auth/check').then(responseBody);

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: twoFactorKeys.status(), queryFn: getTwoFactorStatus });

export const useTwoFactorStatus = () => useSuspenseQuery(twoFactorStatusQueryOptions());
