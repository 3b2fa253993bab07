/** auth.forgetPassword: emails a reset link (the answer is the same for any address). */
import * as auth from '@payrail/contract/routes/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '#lib/http.ts';

export const forgetPassword = (body: auth.EmailOnly) => call(auth.forgetPassword, { body });

export function useForgetPassword() {
  return useMutation({ mutationFn: forgetPassword });
}
