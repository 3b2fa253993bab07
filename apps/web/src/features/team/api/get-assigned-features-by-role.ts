/**
 * roles.getAssignedFeaturesByRole: the features a role has any
 * permission in. Runs only for a role id above 0 (spec 001 §5).
 */
import * as roles from '@payrail/contract/routes/team-roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { teamKeys } from './keys';

export const getAssignedFeaturesByRole = (roleId: number) =>
  call(roles.getAssignedFeaturesByRole, { query: { roleId } }).then(responseBody);

export const assignedFeaturesByRoleQueryOptions = (roleId: number) =>
  queryOptions({
    queryKey: teamKeys.roleFeatures(roleId),
    queryFn: () => getAssignedFeaturesByRole(roleId),
    enabled: roleId > 0,
  });

export const useAssignedFeaturesByRole = (roleId: number) =>
  useQuery(assignedFeaturesByRoleQueryOptions(roleId));
