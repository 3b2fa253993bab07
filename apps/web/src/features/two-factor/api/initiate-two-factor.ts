/** GET /api/v1/two-factor-auth/initiate: starts turning two-factor on by emailing a code. */
import type { TwoFactorCodeSent } from '@payrail/contract/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { twoFactorKeys } from './keys';

export const initiateTwoFactor = () => http.get<TwoFactorCodeSent>('/two-factor-auth/initiate');

export function useInitiateTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initiateTwoFactor,
    meta: { successToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.initiate() }),
  });
}
