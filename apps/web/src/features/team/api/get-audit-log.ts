/** GET /api/v1/merchant/team/audit-log?page=: team and permission changes, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { teamKeys } from './keys';
import type { AuditPage } from './types';

export const getAuditLog = (page: number) =>
  http.get<AuditPage>('/merchant/team/audit-log', { query: { page } }).then(responseBody);

export const auditLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: teamKeys.auditPage(page),
    queryFn: () => getAuditLog(page),
    placeholderData: keepPreviousData,
    // Refreshed each time the page is shown: every team change adds a row.
    staleTime: 0,
  });

export const useAuditLog = (page: number) => useQuery(auditLogQueryOptions(page));
