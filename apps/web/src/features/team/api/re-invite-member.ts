/** GET /api/v1/merchant/team/re-invite-member?userId=: a new invitation link (the old one stops working). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { TeamMessages } from '../lib/messages';
import { teamKeys } from './keys';

export const reInviteMember = (userId: string) =>
  http.get<Record<string, never>>('/merchant/team/re-invite-member', { query: { userId } });

/** Only the audit log changes (the member stays invited). */
export function useReInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reInviteMember,
    meta: { successToast: TeamMessages.invitationResent },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.audit() }),
  });
}
