/** twoFactor.enableTwoFactor with `two_factor_code`: answers the recovery codes (shown once). */
import * as twoFactor from '@payrail/contract/routes/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { refreshTwoFactor } from './invalidate';
import { CODE_FIELD } from './keys';

export const TWO_FACTOR_ENABLED = '2FA enabled successfully';

export const enableTwoFactor = (body: twoFactor.TwoFactorEnableRequest) =>
  call(twoFactor.enableTwoFactor, { body }).then(responseBody);

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    meta: { successToast: TWO_FACTOR_ENABLED, errorField: CODE_FIELD },
    onSuccess: () => refreshTwoFactor(queryClient),
  });
}
