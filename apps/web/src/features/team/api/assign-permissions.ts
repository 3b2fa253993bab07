/** roles.assignPermissions: set a role's permissions (replaces them). */
import type { TeamAccess } from '@payrail/contract/account';
import * as roles from '@payrail/contract/routes/team-roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { TeamMessages } from '../lib/messages';
import { teamKeys } from './keys';

export type AssignPermissionsInput = roles.AssignPermissions & { roleName: string };

export const assignPermissions = ({ roleId, permissions }: roles.AssignPermissions) =>
  call(roles.assignPermissions, { body: { roleId, permissions } });

/**
 * Changes the roles list, that role's permission and feature queries and the audit log — and the
 * signed-in user's own access when they hold the role.
 */
export function useAssignPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignPermissionsInput) => assignPermissions(input),
    meta: { successToast: TeamMessages.permissionsAssigned },
    onSuccess: (_answer, { roleId, roleName }) => {
      const mine = queryClient.getQueryData<TeamAccess>(teamKeys.userAccess());
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.roles() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.rolePermissions(roleId) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.roleFeatures(roleId) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.audit() }),
        mine?.roles.includes(roleName)
          ? queryClient.invalidateQueries({ queryKey: teamKeys.userAccess() })
          : undefined,
      ]);
    },
  });
}
