/** subAccountLinks.subAccountLinkTransactions: payments through a sub-account's link, 20 a page. */
import * as subLinks from '@payrail/contract/routes/sub-accounts-links';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { subAccountKeys } from './keys';

export const subAccountLinkTransactions = (ref: string, page: number) =>
  call(subLinks.subAccountLinkTransactions, { params: { ref }, query: { page } }).then(responseBody);

export const subAccountLinkTransactionsQueryOptions = (ref: string, page: number) =>
  queryOptions({
    queryKey: subAccountKeys.linkTransactions(ref, page),
    queryFn: () => subAccountLinkTransactions(ref, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useSubAccountLinkTransactions = (ref: string, page: number) =>
  useQuery(subAccountLinkTransactionsQueryOptions(ref, page));
