/** POST /api/v1/settings/pin/register-pin. A failure toasts (spec 000 §8) and its field errors go to the form. */
import type { RegisterPinRequest } from '@payrail/contract/pin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { pinKeys } from './keys';

export const PIN_SET = 'Transaction pin set successfully';

export const registerPin = (body: RegisterPinRequest) =>
  http.post<Record<string, never>>('/settings/pin/register-pin', body);

export function useRegisterPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerPin,
    meta: { successToast: PIN_SET },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pinKeys.status() }),
  });
}
