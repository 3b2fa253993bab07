/** roles.createRole: a role of the merchant's own. */
import * as roles from '@payrail/contract/routes/team-roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { TeamMessages } from '../lib/messages';
import { teamKeys } from './keys';

export const createRole = (body: roles.CreateRole) => call(roles.createRole, { body });

/** Changes the roles list and the audit log. */
export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    meta: { successToast: TeamMessages.roleCreated },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.roles() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.audit() }),
      ]),
  });
}
