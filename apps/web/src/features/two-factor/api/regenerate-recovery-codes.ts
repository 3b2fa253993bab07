/** twoFactor.regenerateRecoveryCodes with proof: 10 new codes (shown once); the old stop working. */
import * as twoFactor from '@payrail/contract/routes/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { refreshTwoFactor } from './invalidate';
import { CODE_FIELD } from './keys';

export const regenerateRecoveryCodes = (body: twoFactor.ProofRequest) =>
  call(twoFactor.regenerateRecoveryCodes, { body });

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    meta: { successToast: true, errorField: CODE_FIELD },
    onSuccess: () => refreshTwoFactor(queryClient),
  });
}
