/** GET /api/v1/two-factor-auth/resend: emails the code under way again (enabling, or proof when on). */
import type { TwoFactorCodeSent } from '@payrail/contract/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { twoFactorKeys } from './keys';

export const resendTwoFactorCode = () => http.get<TwoFactorCodeSent>('/two-factor-auth/resend');

export function useResendTwoFactorCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendTwoFactorCode,
    meta: { successToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.initiate() }),
  });
}
