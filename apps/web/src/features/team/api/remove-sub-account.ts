/** team.removeSubAccount: lift one sub-account limit. */
import * as team from '@payrail/contract/routes/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { TeamMessages } from '../lib/messages';
import { teamKeys } from './keys';

export type RemoveSubAccount = { userId: string; subAccountId: string };

export const removeSubAccount = (query: RemoveSubAccount) => call(team.removeSubAccount, { query });

/** Changes the members list, the member's sub-accounts and the audit log. */
export function useRemoveSubAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSubAccount,
    meta: { successToast: TeamMessages.subAccountUnassigned },
    onSuccess: (_answer, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.assignedSubAccounts(userId) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.audit() }),
      ]),
  });
}
