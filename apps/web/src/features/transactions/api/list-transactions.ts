/**
 * txns.listTransactions (the primary account: filters in the body) and
 * txns.subAccountTransactions (filters and page as query): one page of the list, 20 rows.
 */
import * as txns from '@payrail/contract/routes/transactions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { type ListKey, transactionKeys } from './keys';

export function listTransactions({ scope, filters, page, asOf, after, before }: ListKey) {
  const paging = { page, ...(asOf ? { asOf } : {}), ...(after ? { after } : before ? { before } : {}) };
  if (scope === 'sub-account')
    return call(txns.subAccountTransactions, { query: { ...filters, ...paging } }).then(responseBody);
  return call(txns.listTransactions, { query: paging, body: filters }).then(responseBody);
}

export const transactionsQueryOptions = (key: ListKey) =>
  queryOptions({
    queryKey: transactionKeys.list(key),
    queryFn: () => listTransactions(key),
    placeholderData: keepPreviousData,
    // Payments arrive all the time: the first page is read afresh each time it is shown.
    staleTime: 0,
  });

export const useTransactions = (key: ListKey) => useQuery(transactionsQueryOptions(key));
