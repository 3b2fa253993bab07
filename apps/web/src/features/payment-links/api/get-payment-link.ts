/** links.showPaymentLink: one link with its funnel stats. */
import * as links from '@payrail/contract/routes/payment-links';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { paymentLinkKeys } from './keys';

export const getPaymentLink = (ref: string) =>
  call(links.showPaymentLink, { params: { ref } }).then(responseBody);

export const paymentLinkQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: paymentLinkKeys.detail(ref),
    queryFn: () => getPaymentLink(ref),
    // The funnel moves while customers pay: refreshed each time the link is shown.
    staleTime: 0,
  });

export const usePaymentLink = (ref: string) => useQuery(paymentLinkQueryOptions(ref));
