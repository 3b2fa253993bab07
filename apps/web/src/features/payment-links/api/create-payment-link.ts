/** POST /api/v1/merchant/payment-links/create. Server field errors go to the form (the caller's onError). */
import type { CreatePaymentLink, PaymentLink } from '@payrail/contract/payment-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { PaymentLinkMessages } from '../lib/messages';
import { paymentLinkKeys } from './keys';

export const createPaymentLink = (body: CreatePaymentLink) =>
  http.post<PaymentLink>('/merchant/payment-links/create', body).then(responseBody);

/** A new link changes the lists only. */
export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentLink,
    meta: { successToast: PaymentLinkMessages.created },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentLinkKeys.lists() }),
  });
}
