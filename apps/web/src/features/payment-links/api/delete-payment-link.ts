/**
 * links.deletePaymentLink. A link with payments is kept for the record: the API answers 409 with a
 * message saying so, which is toasted as it is.
 */
import * as links from '@payrail/contract/routes/payment-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { PaymentLinkMessages } from '../lib/messages';
import { paymentLinkKeys } from './keys';

export const deletePaymentLink = (ref: string) => call(links.deletePaymentLink, { params: { ref } });

/**
 * Changes the lists; the link's own detail and payments go from the cache. Only inactive ones: the
 * view page that asked for the delete still observes them until it navigates away, and removing
 * an observed query would refetch it (a 404 toast for the link just deleted).
 */
export function useDeletePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentLink,
    meta: { successToast: PaymentLinkMessages.deleted },
    onSuccess: (_answer, ref) => {
      queryClient.removeQueries({ queryKey: paymentLinkKeys.detail(ref), type: 'inactive' });
      queryClient.removeQueries({ queryKey: paymentLinkKeys.transactionsAll(ref), type: 'inactive' });
      return queryClient.invalidateQueries({ queryKey: paymentLinkKeys.lists() });
    },
  });
}
