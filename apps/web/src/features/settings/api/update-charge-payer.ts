/**
 * settings.updateChargePayer ('Charge bearer updated!'). The answer replaces the cached bearers;
 * the pay-in summary and the fee examples depend on the bearer, so they are refetched.
 */
import * as settings from '@payrail/contract/routes/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { settingsKeys } from './keys';

export const CHARGE_BEARER_UPDATED = 'Charge bearer updated!';

export const updateChargePayer = (body: settings.ChargePayerRequest) =>
  call(settings.updateChargePayer, { body }).then(responseBody);

export function useUpdateChargePayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChargePayer,
    meta: { successToast: CHARGE_BEARER_UPDATED },
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKeys.chargePayer(), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.payIn() }),
        queryClient.invalidateQueries({ queryKey: [...settingsKeys.all, 'checkout-charges'] }),
      ]);
    },
  });
}
