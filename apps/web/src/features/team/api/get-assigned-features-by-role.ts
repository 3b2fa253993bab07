/**
 * GET /api/v1/merchant/team/get-assigned-features-by-role?roleId=: the features a role has any
 * permission in. Runs only for a role id above 0 (spec 001 §5).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { teamKeys } from './keys';
import type { TeamFeature } from './types';

export const getAssignedFeaturesByRole = (roleId: number) =>
  http
    .get<TeamFeature[]>('/merchant/team/get-assigned-features-by-role', { query: { roleId } })
    .then(responseBody);

export const assignedFeaturesByRoleQueryOptions = (roleId: number) =>
  queryOptions({
    queryKey: teamKeys.roleFeatures(roleId),
    queryFn: () => getAssignedFeaturesByRole(roleId),
    enabled: roleId > 0,
  });

export const useAssignedFeaturesByRole = (roleId: number) =>
  useQuery(assignedFeaturesByRoleQueryOptions(roleId));
