/** GET /api/v1/merchant/team/get-assigned-sub-accounts?userId=: the sub-accounts a member is limited to. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { teamKeys } from './keys';
import type { SubAccountRef } from './types';

export const getAssignedSubAccounts = (userId: string) =>
  http
    .get<SubAccountRef[]>('/merchant/team/get-assigned-sub-accounts', { query: { userId } })
    .then(responseBody);

export const assignedSubAccountsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: teamKeys.assignedSubAccounts(userId),
    queryFn: () => getAssignedSubAccounts(userId),
  });

export const useAssignedSubAccounts = (userId: string) => useQuery(assignedSubAccountsQueryOptions(userId));
