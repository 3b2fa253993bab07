/** GET /api/v1/merchant/team/roles: the system roles and the merchant's own, with member counts. */
import type { Role } from '@payrail/contract/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { teamKeys } from './keys';

export const getRoles = () => http.get<Role[]>('/merchant/team/roles').then(responseBody);

/** Refreshed each time the list is shown (member counts change as the team does). */
export const rolesQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.roles(), queryFn: getRoles, staleTime: 0 });

export const useRoles = () => useQuery(rolesQueryOptions());
