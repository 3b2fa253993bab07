/**
 * GET /api/v1/merchant/team/invitation?token=: who invites whom (public). An invalid or expired
 * token answers 400 with the message the page shows, so it is not toasted.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { teamKeys } from './keys';
import type { InvitationPreview } from './types';

export const getInvitation = (token: string) =>
  http.get<InvitationPreview>('/merchant/team/invitation', { query: { token } }).then(responseBody);

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: teamKeys.invitation(token),
    queryFn: () => getInvitation(token),
    enabled: token.length >= 20,
    meta: { errorToast: false },
  });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));
