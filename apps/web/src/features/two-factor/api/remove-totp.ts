/** DELETE /api/v1/two-factor-auth/totp?two_factor_code=: removes the authenticator app (needs proof). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { refreshTwoFactor } from './invalidate';
import { CODE_FIELD } from './keys';

export const removeTotp = (code: string) =>
  http.delete<Record<string, never>>('/two-factor-auth/totp', { query: { two_factor_code: code } });

export function useRemoveTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTotp,
    meta: { successToast: true, errorField: CODE_FIELD },
    onSuccess: () => refreshTwoFactor(queryClient),
  });
}
