/** payoutApproval.approvePayout / rejectPayout: a second member's word on a payout above the limit. */
import * as approval from '@payrail/contract/routes/payout-approval';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { payoutKeys } from './keys';

type Decision = { uuid: string; pin: string; approve: boolean };

export const decidePayoutApproval = ({ uuid, pin, approve }: Decision) =>
  call(approve ? approval.approvePayout : approval.rejectPayout, { params: { uuid }, body: { pin } });

export function useDecidePayoutApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePayoutApproval,
    meta: { successToast: true },
    onSuccess: async (_a, { uuid }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: payoutKeys.detail(uuid) }),
        queryClient.invalidateQueries({ queryKey: payoutKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['balances'] }),
      ]);
    },
  });
}
