/** twoFactor.initiateTwoFactor: starts turning two-factor on by emailing a code. */
import * as twoFactor from '@payrail/contract/routes/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { twoFactorKeys } from './keys';

export const initiateTwoFactor = () => call(twoFactor.initiateTwoFactor, {});

export function useInitiateTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initiateTwoFactor,
    meta: { successToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.initiate() }),
  });
}
