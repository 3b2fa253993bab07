/** links.paymentLinkTransactions: payments through a link, newest first. */
import * as links from '@payrail/contract/routes/payment-links';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { paymentLinkKeys } from './keys';

export const getLinkTransactions = (ref: string, page: number) =>
  call(links.paymentLinkTransactions, { params: { ref }, query: { page } }).then(responseBody);

export const linkTransactionsQueryOptions = (ref: string, page: number) =>
  queryOptions({
    queryKey: paymentLinkKeys.transactions(ref, page),
    queryFn: () => getLinkTransactions(ref, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useLinkTransactions = (ref: string, page: number) =>
  useQuery(linkTransactionsQueryOptions(ref, page));
