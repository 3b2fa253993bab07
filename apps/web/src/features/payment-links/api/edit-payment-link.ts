/** links.editPaymentLink: only the fields sent change; null clears. */
import * as links from '@payrail/contract/routes/payment-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { PaymentLinkMessages } from '../lib/messages';
import { paymentLinkKeys } from './keys';

export type EditPaymentLinkVars = { ref: string; body: links.EditPaymentLink };

export const editPaymentLink = ({ ref, body }: EditPaymentLinkVars) =>
  call(links.editPaymentLink, { params: { ref }, body }).then(responseBody);

/** Changes the lists and the link's detail (its stats come with it). */
export function useEditPaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editPaymentLink,
    meta: { successToast: PaymentLinkMessages.updated },
    onSuccess: (_link, { ref }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentLinkKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: paymentLinkKeys.detail(ref) }),
      ]),
  });
}
