/**
 * The signed-in user's permissions, from the get-user-access query the dashboard layout loads.
 * Every check goes through lib/permissions.ts; without an answer yet, nothing is allowed.
 */
import { useMemo } from 'react';
import { can, canAll, canAny, meets, type Permission, type Requirement } from '../../../lib/permissions';
import { useUserAccess } from '../api/get-user-access';

export function usePermissions() {
  const { data: access } = useUserAccess();
  return useMemo(
    () => ({
      access,
      can: (permission: Permission) => can(access, permission),
      canAll: (permissions: readonly Permission[]) => canAll(access, permissions),
      canAny: (permissions: readonly Permission[]) => canAny(access, permissions),
      meets: (requirement: Requirement) => meets(access, requirement),
    }),
    [access],
  );
}
