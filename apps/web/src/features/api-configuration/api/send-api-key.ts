/**
 * apiKeys.sendApiKey: mails the owner a one-time link to new keys. Success and failure are the
 * spec's words ('Your credentials have been sent to your email', 'Failed to request credentials'),
 * whatever the failure was.
 */
import { API_KEY_MESSAGES } from '@payrail/contract/api-keys';
import * as apiKeys from '@payrail/contract/routes/api-keys';
import { useMutation } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { notify } from '#lib/notify.ts';

export const sendApiKey = () => call(apiKeys.sendApiKey, {}).then(responseBody);

export function useSendApiKey() {
  return useMutation({
    mutationFn: sendApiKey,
    meta: { successToast: API_KEY_MESSAGES.sent, errorToast: false },
    onError: () => notify.error(API_KEY_MESSAGES.failed),
  });
}
