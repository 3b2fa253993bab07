/** GET /api/v1/two-factor-auth/check-initiate: is enabling two-factor under way? */
import type { TwoFactorInitiateStatus as TwoFactorInitiateSchema } from '@payrail/contract/two-factor';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http, responseBody } from '../../../lib/http';
import { twoFactorKeys } from './keys';

export type TwoFactorInitiateStatus = z.infer<typeof TwoFactorInitiateSchema>;

export const getTwoFactorInitiate = () =>
  http.get<TwoFactorInitiateStatus>('/two-factor-auth/check-initiate').then(responseBody);

export const twoFactorInitiateQueryOptions = () =>
  queryOptions({ queryKey: twoFactorKeys.initiate(), queryFn: getTwoFactorInitiate });

export const useTwoFactorInitiate = () => useSuspenseQuery(twoFactorInitiateQueryOptions());
