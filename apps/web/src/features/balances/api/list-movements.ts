/** balances.balanceHistory: one page (20) of the wallets' movements the filters select. */
import type { BalanceHistoryFilters } from '@payrail/contract/balances';
import * as balances from '@payrail/contract/routes/balances';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { balanceKeys } from './keys';

export const listMovements = (filters: BalanceHistoryFilters, page: number) =>
  call(balances.balanceHistory, { query: { page }, body: filters }).then(responseBody);

export const movementsQueryOptions = (filters: BalanceHistoryFilters, page: number) =>
  queryOptions({
    queryKey: balanceKeys.list(filters, page),
    queryFn: () => listMovements(filters, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMovements = (filters: BalanceHistoryFilters, page: number) =>
  useQuery(movementsQueryOptions(filters, page));
