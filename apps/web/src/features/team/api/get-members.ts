/** team.listMembers: members with roles, status and sub-accounts (owner first). */
import * as team from '@payrail/contract/routes/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { teamKeys } from './keys';

export const getMembers = () => call(team.listMembers, {}).then(responseBody);

/** Refreshed each time the list is shown: invitees join and other admins make changes meanwhile. */
export const membersQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.members(), queryFn: getMembers, staleTime: 0 });

export const useMembers = () => useQuery(membersQueryOptions());
