/** twoFactor.getTwoFactorStatus: is two-factor on for the signed-in user? */
import * as twoFactor from '@payrail/contract/routes/two-factor';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { twoFactorKeys } from './keys';

export type { TwoFactorStatus } from '@payrail/contract/two-factor';

export const getTwoFactorStatus = () => call(twoFactor.getTwoFactorStatus, {}).then(responseBody);

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: twoFactorKeys.status(), queryFn: getTwoFactorStatus });

export const useTwoFactorStatus = () => useSuspenseQuery(twoFactorStatusQueryOptions());
