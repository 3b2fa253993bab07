/** links.listPaymentLinks: the merchant's links, filters in the body, 20 a page. */
import * as links from '@payrail/contract/routes/payment-links';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { paymentLinkKeys } from './keys';

export const getPaymentLinks = (filters: links.PaymentLinkFilters, page: number) =>
  call(links.listPaymentLinks, { query: { page }, body: filters }).then(responseBody);

export const paymentLinksQueryOptions = (filters: links.PaymentLinkFilters, page: number) =>
  queryOptions({
    queryKey: paymentLinkKeys.list(filters, page),
    queryFn: () => getPaymentLinks(filters, page),
    placeholderData: keepPreviousData,
    // Payments arrive meanwhile (usage counts): refreshed each time the list is shown.
    staleTime: 0,
  });

export const usePaymentLinks = (filters: links.PaymentLinkFilters, page: number) =>
  useQuery(paymentLinksQueryOptions(filters, page));
