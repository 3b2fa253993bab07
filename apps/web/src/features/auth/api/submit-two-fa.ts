/** POST /api/v1/two-factor-auth/submit-two-fa: completes a two-factor sign-in. */
import type { SessionGrant, TwoFactorSubmit } from '@payrail/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSessionStore } from '../../../stores/session-store';
import { keepDeviceToken } from '../lib/device-token';

export const submitTwoFa = (body: TwoFactorSubmit) =>
  http.post<SessionGrant>('/two-factor-auth/submit-two-fa', body);

export function useSubmitTwoFa() {
  return useMutation({
    mutationFn: submitTwoFa,
    onSuccess: ({ responseBody }) => {
      keepDeviceToken(responseBody.deviceToken);
      useSessionStore.getState().signIn(responseBody.token, responseBody.user);
    },
  });
}
