/** team.unAssignRole: take a role away from a member. */
import * as team from '@payrail/contract/routes/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { TeamMessages } from '../lib/messages';
import { teamKeys } from './keys';

export const unAssignRole = (body: team.UnassignRole) => call(team.unAssignRole, { body });

/** Changes the members list, the role's member count and the audit log. */
export function useUnAssignRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unAssignRole,
    meta: { successToast: TeamMessages.roleRevoked },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.roles() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.audit() }),
      ]),
  });
}
