/**
 * team.getInvitation: who invites whom (public). An invalid or expired
 * token answers 400 with the message the page shows, so it is not toasted.
 */
import * as team from '@payrail/contract/routes/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { teamKeys } from './keys';

export const getInvitation = (token: string) =>
  call(team.getInvitation, { query: { token } }).then(responseBody);

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: teamKeys.invitation(token),
    queryFn: () => getInvitation(token),
    enabled: token.length >= 20,
    meta: { errorToast: false },
  });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));
