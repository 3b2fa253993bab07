/** team.reInviteMember: a new invitation link (the old one stops working). */
import * as team from '@payrail/contract/routes/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { TeamMessages } from '../lib/messages';
import { teamKeys } from './keys';

export const reInviteMember = (userId: string) => call(team.reInviteMember, { query: { userId } });

/** Only the audit log changes (the member stays invited). */
export function useReInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reInviteMember,
    meta: { successToast: TeamMessages.invitationResent },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.audit() }),
  });
}
