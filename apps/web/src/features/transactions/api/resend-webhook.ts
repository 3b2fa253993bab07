/**
 * webhooks.resendWebhook: the transaction's latest event sent again as a new delivery (a GET that
 * changes data, as spec 001 §7 has it). Toasts the server's message ('Webhook resent
 * successfully'), or its refusal (no event yet, no webhook address).
 */
import * as webhooks from '@payrail/contract/routes/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { transactionKeys } from './keys';

/** The envelope: its message is the toast. */
export const resendWebhook = (id: string) => call(webhooks.resendWebhook, { params: { id } });

/** The new delivery shows in the transaction's details. */
export function useResendWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendWebhook,
    meta: { successToast: true },
    onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: transactionKeys.detail(id) }),
  });
}
