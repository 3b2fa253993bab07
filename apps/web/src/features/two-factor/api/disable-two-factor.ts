/**
 * twoFactor.disableTwoFactor: without proof it emails a code (`codeSent`); with `two_factor_code`
 * (emailed, authenticator or recovery code) or `pin` (the transaction PIN) it turns two-factor off.
 */
import * as twoFactor from '@payrail/contract/routes/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { refreshTwoFactor } from './invalidate';
import { CODE_FIELD } from './keys';

export type DisableProof = { code: string } | { pin: string } | undefined;

export const disableTwoFactor = (proof?: DisableProof) =>
  call(twoFactor.disableTwoFactor, {
    query: proof && 'pin' in proof ? { pin: proof.pin } : { two_factor_code: proof?.code },
  });

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    meta: { successToast: true, errorField: CODE_FIELD },
    onSuccess: () => refreshTwoFactor(queryClient),
  });
}
