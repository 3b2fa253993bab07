/** GET /api/v1/merchant/team/remove-sub-account?userId=&subAccountId=: lift one sub-account limit. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { TeamMessages } from '../lib/messages';
import { teamKeys } from './keys';

export type RemoveSubAccount = { userId: string; subAccountId: string };

export const removeSubAccount = (query: RemoveSubAccount) =>
  http.get<Record<string, never>>('/merchant/team/remove-sub-account', { query });

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
