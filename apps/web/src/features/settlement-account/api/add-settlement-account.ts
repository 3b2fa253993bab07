/** settlementAccount.addSettlementAccount: with the PIN; toasts 'Account added successfully'. */
import * as accounts from '@payrail/contract/routes/settlement-account';
import type { AddSettlementAccountRequest } from '@payrail/contract/settlement-account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { settlementAccountKeys } from './keys';

export const addSettlementAccount = (body: AddSettlementAccountRequest) =>
  call(accounts.addSettlementAccount, { body });

export function useAddSettlementAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSettlementAccount,
    meta: { successToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementAccountKeys.all }),
  });
}
