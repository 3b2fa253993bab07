/** DELETE /api/v1/merchant/team/remove-member?userId=: remove a member; their sessions end at once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { TeamMessages } from '../lib/messages';
import { teamKeys } from './keys';

export const removeMember = (userId: string) =>
  http.delete<Record<string, never>>('/merchant/team/remove-member', { query: { userId } });

/** Changes the members list, role member counts and the audit log; the member's own data goes. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    meta: { successToast: TeamMessages.memberRemoved },
    onSuccess: (_answer, userId) => {
      queryClient.removeQueries({ queryKey: teamKeys.assignedSubAccounts(userId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.roles() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.audit() }),
      ]);
    },
  });
}
