/**
 * subAccountSettlement.changeSubAccountSettlement: a new settlement bank account with the PIN; toasts
 * the server's message and refreshes the sub-account (its details show the account and its hold).
 */
import * as settlement from '@payrail/contract/routes/sub-account-settlement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { subAccountKeys } from './keys';

export type ChangeSettlementVars = {
  uuid: string;
  slug: string;
  body: settlement.ChangeSubAccountSettlementRequest;
};

export const changeSubAccountSettlement = ({ uuid, body }: ChangeSettlementVars) =>
  call(settlement.changeSubAccountSettlement, { params: { uuid }, body });

/** Refusals show on the dialog's fields (no error toast). */
export function useChangeSubAccountSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubAccountSettlement,
    meta: { successToast: true, errorToast: false },
    onSuccess: (_answer, { slug }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subAccountKeys.detailAll(slug) }),
        queryClient.invalidateQueries({ queryKey: subAccountKeys.lists() }),
      ]),
  });
}
