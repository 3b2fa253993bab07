/** auth.submitTwoFactor: completes a two-factor sign-in. */
import * as auth from '@payrail/contract/routes/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { useSessionStore } from '#stores/session-store.ts';
import { keepDeviceToken } from '../lib/device-token';

export const submitTwoFa = (body: auth.TwoFactorSubmit) => call(auth.submitTwoFactor, { body });

export function useSubmitTwoFa() {
  return useMutation({
    mutationFn: submitTwoFa,
    onSuccess: ({ responseBody }) => {
      keepDeviceToken(responseBody.deviceToken);
      useSessionStore.getState().signIn(responseBody.token, responseBody.user);
    },
  });
}
