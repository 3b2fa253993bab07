/** approval.approveSettlementAccountChange / rejectSettlementAccountChange: a second member's word on a held change. */
import * as approval from '@payrail/contract/routes/settlement-account-approval';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { settlementAccountKeys } from './keys';

type Decision = { uuid: string; pin: string; approve: boolean };

export const decideSettlementChange = ({ uuid, pin, approve }: Decision) =>
  call(approve ? approval.approveSettlementAccountChange : approval.rejectSettlementAccountChange, {
    params: { uuid },
    body: { pin },
  });

/** Toasts the server's message; the accounts and their pending changes are read again. */
export function useDecideSettlementChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSettlementChange,
    meta: { successToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementAccountKeys.all }),
  });
}
