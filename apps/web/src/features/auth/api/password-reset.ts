/** auth.passwordReset {email, token, password, confirmPassword}; toasts the server's message. */
import * as auth from '@payrail/contract/routes/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '#lib/http.ts';

export const passwordReset = (body: auth.PasswordReset) => call(auth.passwordReset, { body });

export function usePasswordReset() {
  return useMutation({ mutationFn: passwordReset, meta: { successToast: true } });
}
