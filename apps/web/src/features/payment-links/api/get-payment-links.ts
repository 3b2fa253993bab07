/** POST /api/v1/merchant/payment-links/get?page=: the merchant's links, filters in the body, 20 a page. */
import type { PaymentLinkFilters, PaymentLinkPage } from '@payrail/contract/payment-links';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { paymentLinkKeys } from './keys';

export const getPaymentLinks = (filters: PaymentLinkFilters, page: number) =>
  http.post<PaymentLinkPage>('/merchant/payment-links/get', filters, { query: { page } }).then(responseBody);

export const paymentLinksQueryOptions = (filters: PaymentLinkFilters, page: number) =>
  queryOptions({
    queryKey: paymentLinkKeys.list(filters, page),
    queryFn: () => getPaymentLinks(filters, page),
    placeholderData: keepPreviousData,
    // Payments arrive meanwhile (usage counts): refreshed each time the list is shown.
    staleTime: 0,
  });

export const usePaymentLinks = (filters: PaymentLinkFilters, page: number) =>
  useQuery(paymentLinksQueryOptions(filters, page));
