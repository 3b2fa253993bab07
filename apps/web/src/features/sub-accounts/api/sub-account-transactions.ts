/** subAccounts.subAccountTransactions: payments on a sub-account's links, 20 a page. */
import * as subs from '@payrail/contract/routes/sub-accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { subAccountKeys } from './keys';

export const subAccountTransactions = (slug: string, page: number) =>
  call(subs.subAccountTransactions, { params: { slug }, query: { page } }).then(responseBody);

export const subAccountTransactionsQueryOptions = (slug: string, page: number) =>
  queryOptions({
    queryKey: subAccountKeys.transactions(slug, page),
    queryFn: () => subAccountTransactions(slug, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useSubAccountTransactions = (slug: string, page: number) =>
  useQuery(subAccountTransactionsQueryOptions(slug, page));
