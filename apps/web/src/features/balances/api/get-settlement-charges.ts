/** balances.settlementCharges: the settlement fee schedule and the merchant's T+N. */
import * as balances from '@payrail/contract/routes/balances';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { balanceKeys } from './keys';

export const settlementChargesQueryOptions = () =>
  queryOptions({
    queryKey: balanceKeys.charges(),
    queryFn: () => call(balances.settlementCharges, {}).then(responseBody),
    staleTime: 300_000,
  });

export const useSettlementCharges = () => useQuery(settlementChargesQueryOptions());
