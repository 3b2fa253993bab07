/** twoFactor.removeTotp (`two_factor_code` in the query): removes the authenticator app (needs proof). */
import * as twoFactor from '@payrail/contract/routes/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { refreshTwoFactor } from './invalidate';
import { CODE_FIELD } from './keys';

export const removeTotp = (code: string) => call(twoFactor.removeTotp, { query: { two_factor_code: code } });

export function useRemoveTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTotp,
    meta: { successToast: true, errorField: CODE_FIELD },
    onSuccess: () => refreshTwoFactor(queryClient),
  });
}
