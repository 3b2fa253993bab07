/** What a user may do right now: the owner everything; a member the union of their roles. */
import { ALL_PERMISSIONS, isPermission, type Permission } from '@payrail/contract/permissions';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { rolePermissions, userRoles, userSubAccounts } from '#db/schema/index.ts';

const everything: ReadonlySet<Permission> = new Set(ALL_PERMISSIONS);

export async function loadAccess(
  db: Db | Tx,
  userId: string,
  isOwner: boolean,
): Promise<{ permissions: ReadonlySet<Permission>; subAccountIds: readonly string[] | null }> {
  if (isOwner) return { permissions: everything, subAccountIds: null };
  const [perms, subs] = await Promise.all([
    db
      .selectDistinct({ permission: rolePermissions.permission })
      .from(userRoles)
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
      .where(eq(userRoles.userId, userId)),
    db
      .select({ id: userSubAccounts.subAccountId })
      .from(userSubAccounts)
      .where(eq(userSubAccounts.userId, userId)),
  ]);
  return {
    permissions: new Set(perms.map((p) => p.permission).filter(isPermission)),
    subAccountIds: subs.length ? subs.map((s) => s.id) : null,
  };
}
