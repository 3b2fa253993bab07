/** auth.resendTwoFactorCode: emails a new sign-in code. */
import * as auth from '@payrail/contract/routes/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '#lib/http.ts';

export const resendTwoFa = (id: number) => call(auth.resendTwoFactorCode, { params: { id } });

export function useResendTwoFa() {
  return useMutation({ mutationFn: resendTwoFa, meta: { successToast: true } });
}
