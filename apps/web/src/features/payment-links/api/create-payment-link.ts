/** links.createPaymentLink. Server field errors go to the form (the caller's onError). */
import * as links from '@payrail/contract/routes/payment-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { PaymentLinkMessages } from '../lib/messages';
import { paymentLinkKeys } from './keys';

export const createPaymentLink = (body: links.CreatePaymentLink) =>
  call(links.createPaymentLink, { body }).then(responseBody);

/** A new link changes the lists only. */
export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentLink,
    meta: { successToast: PaymentLinkMessages.created },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentLinkKeys.lists() }),
  });
}
