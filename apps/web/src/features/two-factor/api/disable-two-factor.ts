/**
 * GET /api/v1/two-factor-auth/disable: without a code it emails one (`codeSent`); with
 * `two_factor_code` (emailed, authenticator or recovery code) it turns two-factor off.
 */
import type { TwoFactorDisableResult } from '@payrail/contract/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { refreshTwoFactor } from './invalidate';
import { CODE_FIELD } from './keys';

export const disableTwoFactor = (code?: string) =>
  http.get<TwoFactorDisableResult>('/two-factor-auth/disable', { query: { two_factor_code: code } });

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    meta: { successToast: true, errorField: CODE_FIELD },
    onSuccess: () => refreshTwoFactor(queryClient),
  });
}
