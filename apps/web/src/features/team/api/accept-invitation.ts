/**
 * team.acceptInvitation (public): the invitee chooses a name and password
 * and is signed in. The answer is a session grant like sign-in's; it is stored the same way, after
 * dropping whatever this browser had cached for someone else.
 */
import * as team from '@payrail/contract/routes/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { useSessionStore } from '#stores/session-store.ts';

export const acceptInvitation = (body: team.AcceptInvitation) => call(team.acceptInvitation, { body });

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
