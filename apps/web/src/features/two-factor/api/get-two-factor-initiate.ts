/** twoFactor.getTwoFactorInitiate: is enabling two-factor under way? */
import * as twoFactor from '@payrail/contract/routes/two-factor';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { twoFactorKeys } from './keys';

export type { TwoFactorInitiateStatus } from '@payrail/contract/two-factor';

export const getTwoFactorInitiate = () => call(twoFactor.getTwoFactorInitiate, {}).then(responseBody);

export const twoFactorInitiateQueryOptions = () =>
  queryOptions({ queryKey: twoFactorKeys.initiate(), queryFn: getTwoFactorInitiate });

export const useTwoFactorInitiate = () => useSuspenseQuery(twoFactorInitiateQueryOptions());
