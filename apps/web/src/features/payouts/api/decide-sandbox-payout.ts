/** payouts.decideSandboxPayout: sandbox mode only, the bank's answer now (paid or failed). */
import * as payouts from '@payrail/contract/routes/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { payoutKeys } from './keys';

type Decision = { uuid: string; outcome: 'paid' | 'failed'; reason?: string };

export const decideSandboxPayout = ({ uuid, ...body }: Decision) =>
  call(payouts.decideSandboxPayout, { params: { uuid }, body });

export function useDecideSandboxPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSandboxPayout,
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
