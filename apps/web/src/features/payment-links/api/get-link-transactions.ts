/** GET /api/v1/merchant/payment-links/transactions/{ref}?page=: payments through a link, newest first. */
import type { TransactionPage } from '@payrail/contract/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { paymentLinkKeys } from './keys';

export const getLinkTransactions = (ref: string, page: number) =>
  http
    .get<TransactionPage>(`/merchant/payment-links/transactions/${encodeURIComponent(ref)}`, {
      query: { page },
    })
    .then(responseBody);

export const linkTransactionsQueryOptions = (ref: string, page: number) =>
  queryOptions({
    queryKey: paymentLinkKeys.transactions(ref, page),
    queryFn: () => getLinkTransactions(ref, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useLinkTransactions = (ref: string, page: number) =>
  useQuery(linkTransactionsQueryOptions(ref, page));
