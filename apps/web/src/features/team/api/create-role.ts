/** POST /api/v1/merchant/team/roles: create a role of the merchant's own. */
import type { CreateRole, Role } from '@payrail/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { TeamMessages } from '../lib/messages';
import { teamKeys } from './keys';

export const createRole = (body: CreateRole) => http.post<Role>('/merchant/team/roles', body);

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
