/** POST /api/v1/two-factor-auth/totp/confirm: the first code from the app; may turn two-factor on. */
import type { TotpConfirmed, TotpConfirmRequest } from '@payrail/contract/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { refreshTwoFactor } from './invalidate';
import { CODE_FIELD } from './keys';

export const confirmTotp = (body: TotpConfirmRequest) =>
  http.post<TotpConfirmed>('/two-factor-auth/totp/confirm', body);

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    meta: { successToast: true, errorField: CODE_FIELD },
    onSuccess: () => refreshTwoFactor(queryClient),
  });
}
