/** links.activatePaymentLink or links.deactivatePaymentLink (a GET that changes data, as spec 001 §7 has it). */
import * as links from '@payrail/contract/routes/payment-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { PaymentLinkMessages } from '../lib/messages';
import { paymentLinkKeys } from './keys';

export type SetLinkStatusVars = { ref: string; status: links.PaymentLinkStatus };

export const setLinkStatus = ({ ref, status }: SetLinkStatusVars) =>
  call(status === 'active' ? links.activatePaymentLink : links.deactivatePaymentLink, {
    params: { ref },
  }).then(responseBody);

/** Changes the lists (status column and filter) and the link's detail. */
export function useSetLinkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLinkStatus,
    meta: { successToast: PaymentLinkMessages.statusUpdated },
    onSuccess: (_link, { ref }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentLinkKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: paymentLinkKeys.detail(ref) }),
      ]),
  });
}
