/** auth.resendVerificationLink (its path keeps the spec's trailing slash). */
import * as auth from '@payrail/contract/routes/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '#lib/http.ts';

export const resendVerification = (body: auth.EmailOnly) => call(auth.resendVerificationLink, { body });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, meta: { successToast: true } });
}
