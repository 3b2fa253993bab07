/** POST /api/v1/auth/resend-verification-link/ (the trailing slash is the spec's). */
import type { EmailOnly } from '@payrail/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const resendVerification = (body: EmailOnly) =>
  http.post<Record<string, never>>('/auth/resend-verification-link/', body);

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, meta: { successToast: true } });
}
