/**
 * POST /api/v1/merchant/team/assign-role: give a member a role, optionally limited to
 * sub-accounts (the list replaces their current limit when sent).
 *
 * The API adds the role to those the member holds. 'Change role' in the members table usually
 * means "this role instead": with `replace`, the member's other roles are revoked afterwards
 * (POST un-assign-role each), and the whole change reads as one 'User role updated successfully'.
 */
import type { AssignRole } from '@payrail/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { TeamMessages } from '../lib/messages';
import { teamKeys } from './keys';
import { unAssignRole } from './un-assign-role';

export const assignRole = (body: AssignRole) =>
  http.post<Record<string, never>>('/merchant/team/assign-role', body);

export type ChangeRole = AssignRole & {
  /** Roles the member holds now that should go once the new one is given. */
  replace?: readonly string[];
};

export async function changeRole({ replace = [], ...body }: ChangeRole) {
  const answer = await assignRole(body);
  for (const roleName of replace) {
    if (roleName.toLowerCase() !== body.roleName.toLowerCase()) {
      await unAssignRole({ userId: body.userId, roleName });
    }
  }
  return answer;
}

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
