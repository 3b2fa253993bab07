/**
 * Roles and their permissions. System roles (ids 1–5) are shared and fixed; a merchant's own roles
 * can be created, given permissions and deleted. Nobody can hand out a permission they do not hold.
 */

import { randomInt } from 'node:crypto';
import type { TeamAccess } from '@payrail/contract/account';
import { FEATURES, groupPermissions, SYSTEM_ROLES } from '@payrail/contract/permissions';
import type { AssignPermissions, CreateRole, FeatureItem, Role } from '@payrail/contract/team-roles';
import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { rolePermissions, roles, userRoles, users } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import type { Actor, Ctx } from '#lib/context.ts';
import { conflict, forbidden, notFound } from '#lib/errors.ts';

/** What reading the merchant's team needs of the request: the merchant. */
export type MerchantCtx = Pick<Ctx, 'deps'> & { actor: Pick<Actor, 'merchantId'> };
/** What changing it needs: who acts (the audit names them) and what they may grant. */
export type TeamCtx = Pick<Ctx, 'deps' | 'access'> & { actor: Pick<Actor, 'userId' | 'merchantId' | 'ip'> };

const visible = (merchantId: string) => or(isNull(roles.merchantId), eq(roles.merchantId, merchantId));
const isSystem = (id: number) => SYSTEM_ROLES.some((r) => r.id === id);

/** Refuses to grant what the caller does not hold themselves. */
export function assertCanGrant({ access }: Pick<TeamCtx, 'access'>, permissions: readonly string[]) {
  const held: ReadonlySet<string> = access.permissions;
  if (permissions.some((p) => !held.has(p))) throw forbidden();
}

export async function findRole(db: Db | Tx, merchantId: string, by: { id: number } | { name: string }) {
  const where = 'id' in by ? eq(roles.id, by.id) : sql`lower(${roles.name}) = ${by.name.toLowerCase()}`;
  const [role] = await db
    .select()
    .from(roles)
    .where(and(where, visible(merchantId)))
    .limit(1);
  return role;
}

export async function rolePermissionList(db: Db | Tx, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ p: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((r) => r.p).sort();
}

export async function listRoles({ deps, actor }: MerchantCtx): Promise<Role[]> {
  const { merchantId } = actor;
  const rows = await deps.db.select().from(roles).where(visible(merchantId)).orderBy(roles.id);
  const ids = rows.map((r) => r.id);
  const perms = ids.length
    ? await deps.db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, ids))
    : [];
  const counts = await deps.db
    .select({ roleId: userRoles.roleId, n: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(users.merchantId, merchantId), sql`${users.status} <> 'removed'`))
    .groupBy(userRoles.roleId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    system: r.merchantId === null,
    permissions: perms
      .filter((p) => p.roleId === r.id)
      .map((p) => p.permission)
      .sort(),
    memberCount: Number(counts.find((c) => c.roleId === r.id)?.n ?? 0),
  }));
}

export async function createRole(ctx: TeamCtx, input: CreateRole): Promise<Role> {
  const { deps, actor } = ctx;
  assertCanGrant(ctx, input.permissions);
  if (await findRole(deps.db, actor.merchantId, { name: input.name }))
    throw conflict('A role with this name already exists');
  const id = randomInt(1000, 2 ** 31 - 1);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values({ id, merchantId: actor.merchantId, name: input.name, description: input.description });
    if (input.permissions.length) {
      await tx
        .insert(rolePermissions)
        .values([...new Set(input.permissions)].map((permission) => ({ roleId: id, permission })));
    }
    await audit(
      tx,
      { deps, actor },
      { action: 'role.created', target: input.name, details: { permissions: input.permissions } },
    );
  });
  return {
    id,
    name: input.name,
    description: input.description,
    system: false,
    permissions: [...new Set(input.permissions)].sort(),
    memberCount: 0,
  };
}

async function visibleRole({ deps, actor }: MerchantCtx, roleId: number) {
  const role = await findRole(deps.db, actor.merchantId, { id: roleId });
  if (!role) throw notFound('Role not found');
  return role;
}

export async function deleteRole(ctx: TeamCtx, { roleId }: { roleId: number }): Promise<void> {
  const { deps, actor } = ctx;
  const role = await visibleRole(ctx, roleId);
  if (isSystem(role.id)) throw conflict('System roles cannot be deleted');
  await deps.db.transaction(async (tx) => {
    const [used] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, roleId));
    const n = Number(used?.n ?? 0);
    if (n > 0)
      throw conflict(
        `This role is assigned to ${n} member${n === 1 ? '' : 's'}. Assign them another role first.`,
      );
    await tx.delete(roles).where(eq(roles.id, roleId));
    await audit(tx, { deps, actor }, { action: 'role.deleted', target: role.name });
  });
}

export async function assignPermissions(
  ctx: TeamCtx,
  { roleId, permissions }: AssignPermissions,
): Promise<void> {
  const { deps, actor } = ctx;
  const role = await visibleRole(ctx, roleId);
  if (isSystem(role.id)) throw conflict('System roles cannot be changed. Create a role of your own instead.');
  const before = await rolePermissionList(deps.db, roleId);
  // Only what changes must be within the caller's reach: keeping a permission you lack is fine.
  const added = permissions.filter((p) => !before.includes(p));
  const removed = before.filter((p) => !(permissions as readonly string[]).includes(p));
  assertCanGrant(ctx, [...added, ...removed]);
  await deps.db.transaction(async (tx) => {
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    const unique = [...new Set(permissions)];
    if (unique.length)
      await tx.insert(rolePermissions).values(unique.map((permission) => ({ roleId, permission })));
    await audit(
      tx,
      { deps, actor },
      { action: 'role.permissions_changed', target: role.name, details: { added, removed } },
    );
  });
}

export async function permissionsByRole(ctx: MerchantCtx, { roleId }: { roleId: number }) {
  await visibleRole(ctx, roleId);
  return { roleId, permissions: groupPermissions(await rolePermissionList(ctx.deps.db, roleId)) };
}

/** Every feature with its group and actions: the rows of the permission matrix. */
export const features = (): FeatureItem[] =>
  FEATURES.map((f) => ({ id: f.id, name: f.name, label: f.label, group: f.group, actions: [...f.actions] }));

export async function featuresByRole(ctx: MerchantCtx, input: { roleId: number }): Promise<FeatureItem[]> {
  const { permissions } = await permissionsByRole(ctx, input);
  return features().filter((f) => permissions[f.name]);
}

/** What the signed-in user may do: the access the request was checked with, and their roles' names. */
export async function userAccess({
  deps,
  actor,
  access,
}: Pick<Ctx, 'deps' | 'actor' | 'access'>): Promise<TeamAccess> {
  const roleRows = actor.isOwner
    ? []
    : await deps.db
        .select({ name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, actor.userId));
  return {
    isOwner: actor.isOwner,
    roles: actor.isOwner ? ['Owner'] : roleRows.map((r) => r.name).sort(),
    permissions: [...access.permissions].sort(),
    subAccountIds: [...(access.subAccountIds ?? [])],
  };
}
