import { userAccessKey } from '#lib/user-access.ts';

/**
 * Query keys of the team area. Mutations invalidate exactly what they change (see each mutation
 * file); nothing invalidates `all`, which would also refetch the user's own access.
 */
export const teamKeys = {
  all: ['team'] as const,
  /** The signed-in user's own access (lib/user-access.ts). */
  userAccess: () => userAccessKey,
  members: () => [...teamKeys.all, 'members'] as const,
  roles: () => [...teamKeys.all, 'roles'] as const,
  features: () => [...teamKeys.all, 'features'] as const,
  subAccounts: () => [...teamKeys.all, 'sub-accounts'] as const,
  assignedSubAccountsAll: () => [...teamKeys.all, 'assigned-sub-accounts'] as const,
  assignedSubAccounts: (userId: string) => [...teamKeys.assignedSubAccountsAll(), userId] as const,
  rolePermissionsAll: () => [...teamKeys.all, 'role-permissions'] as const,
  rolePermissions: (roleId: number) => [...teamKeys.rolePermissionsAll(), roleId] as const,
  roleFeaturesAll: () => [...teamKeys.all, 'role-features'] as const,
  roleFeatures: (roleId: number) => [...teamKeys.roleFeaturesAll(), roleId] as const,
  audit: () => [...teamKeys.all, 'audit'] as const,
  auditPage: (page: number) => [...teamKeys.audit(), page] as const,
  invitation: (token: string) => [...teamKeys.all, 'invitation', token] as const,
};
