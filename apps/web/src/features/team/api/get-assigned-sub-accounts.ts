/** team.getAssignedSubAccounts: the sub-accounts a member is limited to. */
import * as team from '@payrail/contract/routes/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { teamKeys } from './keys';

export const getAssignedSubAccounts = (userId: string) =>
  call(team.getAssignedSubAccounts, { query: { userId } }).then(responseBody);

export const assignedSubAccountsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: teamKeys.assignedSubAccounts(userId),
    queryFn: () => getAssignedSubAccounts(userId),
  });

export const useAssignedSubAccounts = (userId: string) => useQuery(assignedSubAccountsQueryOptions(userId));
