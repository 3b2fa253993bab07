/**
 * roles.deleteRole: delete a role no member holds. A role in use
 * answers 409 with a message saying so, which is toasted as it is.
 */
import * as roles from '@payrail/contract/routes/team-roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { TeamMessages } from '../lib/messages';
import { teamKeys } from './keys';

export const deleteRole = (roleId: number) => call(roles.deleteRole, { query: { roleId } });

/** Changes the roles list and the audit log; the role's own permission queries go. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    meta: { successToast: TeamMessages.roleDeleted },
    onSuccess: (_answer, roleId) => {
      queryClient.removeQueries({ queryKey: teamKeys.rolePermissions(roleId) });
      queryClient.removeQueries({ queryKey: teamKeys.roleFeatures(roleId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.roles() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.audit() }),
      ]);
    },
  });
}
