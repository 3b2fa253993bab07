/** subAccounts.createSubAccount: toasts 'Sub account created successfully'; field errors go to the form. */
import * as subs from '@payrail/contract/routes/sub-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { subAccountKeys } from './keys';

export const createSubAccount = (body: subs.CreateSubAccountRequest) => call(subs.createSubAccount, { body });

/** A new sub-account changes the lists only. */
export function useCreateSubAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubAccount,
    meta: { successToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subAccountKeys.lists() }),
  });
}
