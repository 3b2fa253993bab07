/** GET /api/v1/two-factor-auth/resend/{id}: emails a new sign-in code. */
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const resendTwoFa = (id: number) => http.get<Record<string, never>>(`/two-factor-auth/resend/${id}`);

export function useResendTwoFa() {
  return useMutation({ mutationFn: resendTwoFa, meta: { successToast: true } });
}
