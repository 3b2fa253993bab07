/** settings.updateWrongTransferChargePayer ('Charge bearer updated!'): the answer replaces the cached bearers. */
import * as settings from '@payrail/contract/routes/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { settingsKeys } from './keys';
import { CHARGE_BEARER_UPDATED } from './update-charge-payer';

export const updateWrongTransferChargePayer = (body: settings.WrongTransferChargePayerRequest) =>
  call(settings.updateWrongTransferChargePayer, { body }).then(responseBody);

export function useUpdateWrongTransferChargePayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWrongTransferChargePayer,
    meta: { successToast: CHARGE_BEARER_UPDATED },
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.chargePayer(), saved),
  });
}
