/**
 * subAccounts.setSubAccountStatus: deactivate or activate (PATCH with the status wanted); toasts the
 * server's message and refreshes the sub-account's details and the list, which show its status.
 */
import * as subs from '@payrail/contract/routes/sub-accounts';
import type { SubAccount } from '@payrail/contract/sub-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { subAccountKeys } from './keys';

export type SubAccountStatus = SubAccount['status'];
export type SetSubAccountStatusVars = { slug: string; status: SubAccountStatus };

export const setSubAccountStatus = ({ slug, status }: SetSubAccountStatusVars) =>
  call(subs.setSubAccountStatus, { params: { slug }, body: { status } });

export function useSetSubAccountStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSubAccountStatus,
    meta: { successToast: true },
    onSuccess: (_answer, { slug }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subAccountKeys.detailAll(slug) }),
        queryClient.invalidateQueries({ queryKey: subAccountKeys.lists() }),
      ]),
  });
}
