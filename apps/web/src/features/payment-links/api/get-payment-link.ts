/** GET /api/v1/merchant/payment-links/show/{ref}: one link with its funnel stats. */
import type { PaymentLinkDetails } from '@payrail/contract/payment-links';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { paymentLinkKeys } from './keys';

export const getPaymentLink = (ref: string) =>
  http.get<PaymentLinkDetails>(`/merchant/payment-links/show/${encodeURIComponent(ref)}`).then(responseBody);

export const paymentLinkQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: paymentLinkKeys.detail(ref),
    queryFn: () => getPaymentLink(ref),
    // The funnel moves while customers pay: refreshed each time the link is shown.
    staleTime: 0,
  });

export const usePaymentLink = (ref: string) => useQuery(paymentLinkQueryOptions(ref));
