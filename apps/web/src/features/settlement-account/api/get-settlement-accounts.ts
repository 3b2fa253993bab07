/** settlementAccount.getSettlementAccounts: the accounts payouts go to, the defaults first. */
import * as accounts from '@payrail/contract/routes/settlement-account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { settlementAccountKeys } from './keys';

export const getSettlementAccounts = () => call(accounts.getSettlementAccounts, {}).then(responseBody);

export const settlementAccountsQueryOptions = () =>
  queryOptions({ queryKey: settlementAccountKeys.all, queryFn: getSettlementAccounts });

export const useSettlementAccounts = () => useQuery(settlementAccountsQueryOptions());
