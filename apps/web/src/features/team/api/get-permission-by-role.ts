/**
 * GET /api/v1/merchant/team/get-permission-by-role?roleId=: a role's permissions, grouped by
 * feature. Runs only for a role id above 0 (spec 001 §5).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { teamKeys } from './keys';
import type { RolePermissions } from './types';

export const getPermissionByRole = (roleId: number) =>
  http
    .get<RolePermissions>('/merchant/team/get-permission-by-role', { query: { roleId } })
    .then(responseBody);

export const permissionByRoleQueryOptions = (roleId: number) =>
  queryOptions({
    queryKey: teamKeys.rolePermissions(roleId),
    queryFn: () => getPermissionByRole(roleId),
    enabled: roleId > 0,
  });

export const usePermissionByRole = (roleId: number) => useQuery(permissionByRoleQueryOptions(roleId));
