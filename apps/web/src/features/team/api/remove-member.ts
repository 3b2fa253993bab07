/** team.removeMember: remove a member; their sessions end at once. */
import * as team from '@payrail/contract/routes/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { TeamMessages } from '../lib/messages';
import { teamKeys } from './keys';

export const removeMember = (userId: string) => call(team.removeMember, { query: { userId } });

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
