/** twoFactor.confirmTotp: the first code from the app; may turn two-factor on. */
import * as twoFactor from '@payrail/contract/routes/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { refreshTwoFactor } from './invalidate';
import { CODE_FIELD } from './keys';

export const confirmTotp = (body: twoFactor.TotpConfirmRequest) => call(twoFactor.confirmTotp, { body });

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    meta: { successToast: true, errorField: CODE_FIELD },
    onSuccess: () => refreshTwoFactor(queryClient),
  });
}
