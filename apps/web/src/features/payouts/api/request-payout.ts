/**
 * payouts.manualPayout: a settlement request with the PIN. Each dialog opening carries one
 * Idempotency-Key, so a double submit or a retry after a lost answer pays once. Toasts exactly
 * 'Successfully' (spec 001 §8) and refreshes the payouts and the balances.
 */
import { type ManualPayoutRequest, PAYOUT_REQUESTED } from '@payrail/contract/payouts';
import * as payouts from '@payrail/contract/routes/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { payoutKeys } from './keys';

export type PayoutRequest = { body: ManualPayoutRequest; idempotencyKey: string };

export const requestPayout = ({ body, idempotencyKey }: PayoutRequest) =>
  call(payouts.manualPayout, { body }, { headers: { 'Idempotency-Key': idempotencyKey } });

/** The balances area's queries start with this key (features/balances): a payout lowers them. */
const BALANCES_ROOT = ['balances'] as const;

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    meta: { successToast: PAYOUT_REQUESTED },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: payoutKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: BALANCES_ROOT }),
      ]);
    },
  });
}
