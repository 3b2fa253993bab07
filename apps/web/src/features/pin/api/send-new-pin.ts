/** GET /api/v1/settings/pin/send-new-pin: emails a new PIN; the old one stops working. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { pinKeys } from './keys';

export const NEW_PIN_SENT = 'New pin sent successfully';

export const sendNewPin = () => http.get<Record<string, never>>('/settings/pin/send-new-pin');

export function useSendNewPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNewPin,
    meta: { successToast: NEW_PIN_SENT },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pinKeys.status() }),
  });
}
