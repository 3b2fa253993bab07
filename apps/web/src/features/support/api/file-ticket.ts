/**
 * support.fileSupportTicket: 'Ticket submitted successfully'. Refusals come back to the form (field
 * errors on their fields, anything else above the button), so no error toast; the list refreshes.
 */

import * as support from '@payrail/contract/routes/support';
import type { FileTicketRequest } from '@payrail/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { supportKeys } from './keys';

/** The envelope: its message is the toast. */
export const fileTicket = (body: FileTicketRequest) => call(support.fileSupportTicket, { body });

export function useFileTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileTicket,
    meta: { successToast: true, errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.lists() }),
  });
}
