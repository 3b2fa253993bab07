/**
 * pin.changePin. Its errors are passed on to the form without a toast
 * (spec 000 §7): a wrong current PIN shows on its field, a lock above the form. Either way the
 * status (attempts left, locked) is fetched again.
 */
import * as pin from '@payrail/contract/routes/pin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { pinKeys } from './keys';

export const PIN_UPDATED = 'Transaction pin updated successfully';

export const changePin = (body: pin.ChangePinRequest) => call(pin.changePin, { body });

export function useChangePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePin,
    meta: { successToast: PIN_UPDATED, errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pinKeys.status() }),
  });
}
