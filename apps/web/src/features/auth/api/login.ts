/**
 * POST /api/v2/auth/login. A two-factor account answers with a challenge id instead of a session:
 * the client session is cleared and the caller sends the user to /auth/twofa?id=…
 */
import type { LoginRequest, LoginResponse } from '@payrail/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { clearSession, useSessionStore } from '../../../stores/session-store';

export type Credentials = Omit<LoginRequest, 'channel'>;

export const login = (credentials: Credentials) =>
  http.post<LoginResponse>('/auth/login', { ...credentials, channel: 'web' }, { version: 'v2' });

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ responseBody }) => {
      if (responseBody.twoFactorRequired) clearSession();
      else useSessionStore.getState().signIn(responseBody.token, responseBody.user);
    },
  });
}
