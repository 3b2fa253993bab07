/**
 * roles.getPermissionByRole: a role's permissions, grouped by
 * feature. Runs only for a role id above 0 (spec 001 §5).
 */
import * as roles from '@payrail/contract/routes/team-roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { teamKeys } from './keys';

export const getPermissionByRole = (roleId: number) =>
  call(roles.getPermissionByRole, { query: { roleId } }).then(responseBody);

export const permissionByRoleQueryOptions = (roleId: number) =>
  queryOptions({
    queryKey: teamKeys.rolePermissions(roleId),
    queryFn: () => getPermissionByRole(roleId),
    enabled: roleId > 0,
  });

export const usePermissionByRole = (roleId: number) => useQuery(permissionByRoleQueryOptions(roleId));
