/** roles.getAuditLog: team and permission changes, newest first. */
import * as roles from '@payrail/contract/routes/team-roles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { teamKeys } from './keys';

export const getAuditLog = (page: number) => call(roles.getAuditLog, { query: { page } }).then(responseBody);

export const auditLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: teamKeys.auditPage(page),
    queryFn: () => getAuditLog(page),
    placeholderData: keepPreviousData,
    // Refreshed each time the page is shown: every team change adds a row.
    staleTime: 0,
  });

export const useAuditLog = (page: number) => useQuery(auditLogQueryOptions(page));
