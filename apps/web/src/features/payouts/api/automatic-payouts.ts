/** schedule.getAutomaticPayouts and saveAutomaticPayouts: the automatic payouts setting. */
import type { SaveAutomaticPayouts } from '@payrail/contract/payout-schedule';
import * as schedule from '@payrail/contract/routes/payout-schedule';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { payoutKeys } from './keys';

const key = [...payoutKeys.all, 'automatic'] as const;

export const automaticPayoutsQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: () => call(schedule.getAutomaticPayouts, {}).then(responseBody),
  });

export const useAutomaticPayouts = () => useQuery(automaticPayoutsQueryOptions());

/** Toasts 'Automatic payouts updated'; a refusal shows on its field (the dialog maps it). */
export function useSaveAutomaticPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAutomaticPayouts) => call(schedule.saveAutomaticPayouts, { body }),
    meta: { successToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
