/** twoFactor.resendTwoFactorCode: emails the code under way again (enabling, or proof when on). */
import * as twoFactor from '@payrail/contract/routes/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { twoFactorKeys } from './keys';

export const resendTwoFactorCode = () => call(twoFactor.resendTwoFactorCode, {});

export function useResendTwoFactorCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendTwoFactorCode,
    meta: { successToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.initiate() }),
  });
}
