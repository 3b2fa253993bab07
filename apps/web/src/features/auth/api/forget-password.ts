/** POST /api/v1/auth/forget-password: emails a reset link (the answer is the same for any address). */
import type { EmailOnly } from '@payrail/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const forgetPassword = (body: EmailOnly) =>
  http.post<Record<string, never>>('/auth/forget-password', body);

export function useForgetPassword() {
  return useMutation({ mutationFn: forgetPassword });
}
