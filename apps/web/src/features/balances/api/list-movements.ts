/**
 * balances.balanceHistory: one page (20) of the wallets' movements the filters select, read from
 * the position the URL holds when it holds one (lib/balances-search.ts).
 */
import * as balances from '@payrail/contract/routes/balances';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import type { HistoryView } from '../lib/balances-search';
import { balanceKeys } from './keys';

export const listMovements = ({ filters, ...paging }: HistoryView) =>
  call(balances.balanceHistory, { query: paging, body: filters }).then(responseBody);

export const movementsQueryOptions = (view: HistoryView) =>
  queryOptions({
    queryKey: balanceKeys.list(view),
    queryFn: () => listMovements(view),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMovements = (view: HistoryView) => useQuery(movementsQueryOptions(view));
