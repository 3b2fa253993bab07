/** pin.sendNewPin: emails a new PIN; the old one stops working. */

import * as pin from '@payrail/contract/routes/pin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { pinKeys } from './keys';

export const NEW_PIN_SENT = 'New pin sent successfully';

export const sendNewPin = () => call(pin.sendNewPin, {});

export function useSendNewPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNewPin,
    meta: { successToast: NEW_PIN_SENT },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pinKeys.status() }),
  });
}
