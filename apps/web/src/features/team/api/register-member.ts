/** team.registerMember: invite a member by email with a role. */
import * as team from '@payrail/contract/routes/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { TeamMessages } from '../lib/messages';
import { teamKeys } from './keys';

export const registerMember = (body: team.InviteMember) => call(team.registerMember, { body });

/** Changes the members list, the role's member count and the audit log. */
export function useRegisterMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerMember,
    meta: { successToast: TeamMessages.invitationSent },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.roles() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.audit() }),
      ]),
  });
}
