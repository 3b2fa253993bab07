/**
 * auth.login. A two-factor account answers with a challenge id instead of a session:
 * the client session is cleared and the caller sends the user to /auth/twofa?id=… The browser's
 * device token (lib/device-token.ts) goes with every sign-in and is kept from every session grant.
 */
import * as auth from '@payrail/contract/routes/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { clearSession, useSessionStore } from '#stores/session-store.ts';
import { keepDeviceToken, readDeviceToken } from '../lib/device-token';

export type Credentials = Omit<auth.LoginRequest, 'channel' | 'deviceToken'>;

export const login = (credentials: Credentials) => {
  const deviceToken = readDeviceToken();
  return call(auth.login, {
    body: { ...credentials, channel: 'web', ...(deviceToken ? { deviceToken } : {}) },
  });
};

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ responseBody }) => {
      if (responseBody.twoFactorRequired) return clearSession();
      keepDeviceToken(responseBody.deviceToken);
      useSessionStore.getState().signIn(responseBody.token, responseBody.user);
    },
  });
}
