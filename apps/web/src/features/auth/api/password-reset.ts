/** POST /api/v1/auth/password-reset {email, token, password, confirmPassword}; toasts the server's message. */
import type { PasswordReset } from '@payrail/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const passwordReset = (body: PasswordReset) =>
  http.post<Record<string, never>>('/auth/password-reset', body);

export function usePasswordReset() {
  return useMutation({ mutationFn: passwordReset, meta: { successToast: true } });
}
