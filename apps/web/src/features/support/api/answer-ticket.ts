/**
 * support.replySupportTicket ('Reply sent successfully') and support.closeSupportTicket ('Ticket
 * closed successfully'). Both put the answer in the ticket's cache and refresh the lists. A reply's
 * refusal comes back to its form; a close's is toasted.
 */

import * as support from '@payrail/contract/routes/support';
import type { SupportTicketDetails } from '@payrail/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { supportKeys } from './keys';

/** Envelopes: their message is the toast. */
export const replyToTicket = ({ id, message }: { id: string; message: string }) =>
  call(support.replySupportTicket, { params: { id }, body: { message } });

export const closeTicket = (id: string) => call(support.closeSupportTicket, { params: { id } });

function useStore() {
  const queryClient = useQueryClient();
  return (ticket: SupportTicketDetails) => {
    queryClient.setQueryData(supportKeys.detail(ticket.id), ticket);
    return queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
  };
}

export function useReplyToTicket() {
  const store = useStore();
  return useMutation({
    mutationFn: replyToTicket,
    meta: { successToast: true, errorToast: false },
    onSuccess: ({ responseBody }) => store(responseBody),
  });
}

export function useCloseTicket() {
  const store = useStore();
  return useMutation({
    mutationFn: closeTicket,
    meta: { successToast: true },
    onSuccess: ({ responseBody }) => store(responseBody),
  });
}
