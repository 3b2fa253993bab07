/**
 * POST /api/v1/merchant/team/assign-role: give a member a role, optionally limited to
 * sub-accounts (the list replaces their current limit when sent). With `replace`, the member's
 * other roles go in the same change on the server: 'Change role' is one atomic call.
 */

import type { AssignRole } from '@payrail/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import { TeamMessages } from '../lib/messages';
import { teamKeys } from './keys';

export type ChangeRole = z.input<typeof AssignRole>;

export const changeRole = (body: ChangeRole) =>
  http.post<Record<string, never>>('/merchant/team/assign-role', body);

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
