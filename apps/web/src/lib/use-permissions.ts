/**
 * The signed-in user's permissions, from the get-user-access query the dashboard layout loads.
 * Every check goes through lib/permissions.ts; without an answer yet, nothing is allowed.
 */
import { useMemo } from 'react';
import { can, canAll, canAny, meets, type Permission, type Requirement } from './permissions';
import { useUserAccess } from './user-access';

export function usePermissions() {
  const { data: access } = useUserAccess();
  return useMemo(
    () => ({
      access,
      can: (permission: Permission) => can(access, permission),
      canAll: (permissions: readonly Permission[]) => canAll(access, permissions),
      canAny: (permissions: readonly Permission[]) => canAny(access, permissions),
      /** A requirement: an endpoint's `access` (`meets(deleteLink.access)`) or an all/any list. */
      meets: (requirement: Requirement) => meets(access, requirement),
    }),
    [access],
  );
}
