/** POST /api/v1/two-factor-auth/recovery-codes with proof: 10 new codes (shown once); the old stop working. */
import type { ProofRequest, RecoveryCodes } from '@payrail/contract/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { refreshTwoFactor } from './invalidate';
import { CODE_FIELD } from './keys';

export const regenerateRecoveryCodes = (body: ProofRequest) =>
  http.post<RecoveryCodes>('/two-factor-auth/recovery-codes', body);

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    meta: { successToast: true, errorField: CODE_FIELD },
    onSuccess: () => refreshTwoFactor(queryClient),
  });
}
