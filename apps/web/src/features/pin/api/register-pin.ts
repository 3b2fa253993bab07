/** pin.registerPin. A failure toasts (spec 000 §8) and its field errors go to the form. */
import * as pin from '@payrail/contract/routes/pin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { pinKeys } from './keys';

export const PIN_SET = 'Transaction pin set successfully';

export const registerPin = (body: pin.RegisterPinRequest) => call(pin.registerPin, { body });

export function useRegisterPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerPin,
    meta: { successToast: PIN_SET },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pinKeys.status() }),
  });
}
