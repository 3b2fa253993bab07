/**
 * team.assignRole: give a member a role, optionally limited to
 * sub-accounts (the list replaces their current limit when sent). With `replace`, the member's
 * other roles go in the same change on the server: 'Change role' is one atomic call.
 */
import * as team from '@payrail/contract/routes/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '#lib/http.ts';
import { TeamMessages } from '../lib/messages';
import { teamKeys } from './keys';

export type ChangeRole = z.input<typeof team.AssignRole>;

export const changeRole = (body: ChangeRole) => call(team.assignRole, { body });

/** Changes the members list, role member counts, the member's sub-accounts and the audit log. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    meta: { successToast: TeamMessages.roleUpdated },
    onSuccess: (_answer, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.roles() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.assignedSubAccounts(userId) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.audit() }),
      ]),
  });
}
