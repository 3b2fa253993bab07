import type { AssignRole, Member } from '@payrail/contract/team';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { roles, subAccounts, userRoles, userSubAccounts, users } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/deps.ts';
import { notFound, validation } from '../../lib/errors.ts';
import { revokeAllSessions } from '../../lib/session.ts';
import { notify } from '../notifications/notify.ts';
import {
  assertChangeable,
  checkSubAccounts,
  member,
  roleToGrant,
  setSubAccounts,
  type TeamCaller,
} from './member-rules.ts';
import { assertCanGrant, findRole, rolePermissionList } from './roles-service.ts';

export type { TeamCaller } from './member-rules.ts';

export async function listMembers(deps: Deps, caller: TeamCaller): Promise<Member[]> {
  const rows = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.merchantId, caller.merchantId), ne(users.status, 'removed')))
    .orderBy(sql`${users.isOwner} desc`, users.createdAt);
  const ids = rows.map((r) => r.id);
  const [roleRows, subRows] = ids.length
    ? await Promise.all([
        deps.db
          .select({ userId: userRoles.userId, name: roles.name })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(inArray(userRoles.userId, ids)),
        deps.db
          .select({
            userId: userSubAccounts.userId,
            uuid: subAccounts.id,
            slug: subAccounts.slug,
            name: subAccounts.name,
          })
          .from(userSubAccounts)
          .innerJoin(subAccounts, eq(subAccounts.id, userSubAccounts.subAccountId))
          .where(inArray(userSubAccounts.userId, ids)),
      ])
    : [[], []];
  return rows.map((u) => ({
    userId: u.publicId,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    status: u.status,
    isOwner: u.isOwner,
    roles: u.isOwner
      ? ['Owner']
      : roleRows
          .filter((r) => r.userId === u.id)
          .map((r) => r.name)
          .sort(),
    subAccounts: subRows
      .filter((s) => s.userId === u.id)
      .map(({ uuid, slug, name }) => ({ uuid, slug, name })),
    invitedAt: u.createdAt.toISOString(),
    joinedAt: u.emailVerifiedAt?.toISOString() ?? null,
  }));
}

export async function assignRole(deps: Deps, caller: TeamCaller, input: AssignRole): Promise<void> {
  const target = await member(deps, caller, input.userId);
  assertChangeable(caller, target);
  const role = await roleToGrant(deps, caller, input.roleName);
  if (input.subAccountIds) await checkSubAccounts(deps, caller, input.subAccountIds);
  // With `replace`, the member's other roles go in the same transaction; taking a role away
  // needs the same reach as giving it.
  const others = input.replace
    ? (
        await deps.db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, target.id))
      ).filter((r) => r.id !== role.id)
    : [];
  for (const r of others) assertCanGrant(caller, await rolePermissionList(deps.db, r.id));
  await deps.db.transaction(async (tx) => {
    if (others.length) {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, target.id), ne(userRoles.roleId, role.id)));
    }
    await tx
      .insert(userRoles)
      .values({ userId: target.id, roleId: role.id, assignedAt: deps.clock.now() })
      .onConflictDoNothing();
    if (input.subAccountIds) await setSubAccounts(tx, target.id, input.subAccountIds);
    await audit(tx, deps.clock, caller, 'member.role_assigned', target.email, {
      role: role.name,
      replaced: others.length > 0,
      subAccountIds: input.subAccountIds ?? null,
    });
    await notify(tx, deps.clock, {
      merchantId: caller.merchantId,
      userId: target.id,
      kind: 'team.role_changed',
      title: 'Your role changed',
      body: others.length ? `Your role is now ${role.name}.` : `You were given the ${role.name} role.`,
    });
  });
}

export async function unassignRole(
  deps: Deps,
  caller: TeamCaller,
  input: { userId: string; roleName: string },
): Promise<void> {
  const target = await member(deps, caller, input.userId);
  assertChangeable(caller, target);
  const role = await findRole(deps.db, caller.merchantId, { name: input.roleName });
  if (!role) throw validation({ roleName: ['Unknown role'] });
  assertCanGrant(caller, await rolePermissionList(deps.db, role.id));
  await deps.db.transaction(async (tx) => {
    const gone = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, target.id), eq(userRoles.roleId, role.id)))
      .returning();
    if (!gone.length) throw notFound('This member does not hold that role');
    await audit(tx, deps.clock, caller, 'member.role_revoked', target.email, { role: role.name });
    await notify(tx, deps.clock, {
      merchantId: caller.merchantId,
      userId: target.id,
      kind: 'team.role_changed',
      title: 'Your role changed',
      body: `The ${role.name} role was taken away from you.`,
    });
  });
}

export async function listSubAccounts(deps: Deps, caller: TeamCaller) {
  const rows = await deps.db
    .select()
    .from(subAccounts)
    .where(eq(subAccounts.merchantId, caller.merchantId))
    .orderBy(subAccounts.name);
  return rows
    .filter((s) => !caller.subAccountIds || caller.subAccountIds.includes(s.id))
    .map((s) => ({ uuid: s.id, slug: s.slug, name: s.name }));
}

export async function assignedSubAccounts(deps: Deps, caller: TeamCaller, publicUserId: string) {
  const target = await member(deps, caller, publicUserId);
  return deps.db
    .select({ uuid: subAccounts.id, slug: subAccounts.slug, name: subAccounts.name })
    .from(userSubAccounts)
    .innerJoin(subAccounts, eq(subAccounts.id, userSubAccounts.subAccountId))
    .where(eq(userSubAccounts.userId, target.id))
    .orderBy(subAccounts.name);
}

export async function removeSubAccount(
  deps: Deps,
  caller: TeamCaller,
  publicUserId: string,
  subAccountId: string,
) {
  const target = await member(deps, caller, publicUserId);
  assertChangeable(caller, target);
  await checkSubAccounts(deps, caller, [subAccountId]);
  await deps.db.transaction(async (tx) => {
    const gone = await tx
      .delete(userSubAccounts)
      .where(and(eq(userSubAccounts.userId, target.id), eq(userSubAccounts.subAccountId, subAccountId)))
      .returning();
    if (!gone.length) throw notFound('This sub-account is not assigned to the member');
    await audit(tx, deps.clock, caller, 'member.sub_account_removed', target.email, { subAccountId });
  });
}

export async function removeMember(deps: Deps, caller: TeamCaller, publicUserId: string): Promise<void> {
  const target = await member(deps, caller, publicUserId);
  assertChangeable(caller, target);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ status: 'removed' }).where(eq(users.id, target.id));
    await tx.delete(userRoles).where(eq(userRoles.userId, target.id));
    await tx.delete(userSubAccounts).where(eq(userSubAccounts.userId, target.id));
    await audit(tx, deps.clock, caller, 'member.removed', target.email);
  });
  await revokeAllSessions(deps.db, deps.clock, target.id);
}
