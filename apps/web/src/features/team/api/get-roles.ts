/** roles.listRoles: the system roles and the merchant's own, with member counts. */
import * as roles from '@payrail/contract/routes/team-roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { teamKeys } from './keys';

export const getRoles = () => call(roles.listRoles, {}).then(responseBody);

/** Refreshed each time the list is shown (member counts change as the team does). */
export const rolesQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.roles(), queryFn: getRoles, staleTime: 0 });

export const useRoles = () => useQuery(rolesQueryOptions());
