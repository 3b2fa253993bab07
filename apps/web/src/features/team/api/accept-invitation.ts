/**
 * POST /api/v1/merchant/team/accept-invitation (public): the invitee chooses a name and password
 * and is signed in. The answer is a session grant like sign-in's; it is stored the same way, after
 * dropping whatever this browser had cached for someone else.
 */
import type { SessionGrant } from '@payrail/contract/auth';
import type { AcceptInvitation } from '@payrail/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSessionStore } from '../../../stores/session-store';

export const acceptInvitation = (body: AcceptInvitation) =>
  http.post<SessionGrant>('/merchant/team/accept-invitation', body);

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: ({ responseBody }) => {
      queryClient.getQueryCache().clear();
      useSessionStore.getState().signIn(responseBody.token, responseBody.user);
    },
  });
}
