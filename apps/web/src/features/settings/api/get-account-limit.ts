/** accountLimits.getAccountLimit: the limits that apply and what is left of today's. */
import * as accountLimits from '@payrail/contract/routes/account-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { settingsKeys } from './keys';

export const getAccountLimit = () => call(accountLimits.getAccountLimit, {}).then(responseBody);

/** Today's count moves with every payment: read again each time the tab opens. */
export const accountLimitQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.accountLimit(), queryFn: getAccountLimit, staleTime: 0 });

export const useAccountLimit = () => useQuery(accountLimitQueryOptions());
