import type { AssignRole, Member, SubAccountRef, UnassignRole } from '@payrail/contract/team';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { roles, subAccounts, userRoles, userSubAccounts, users } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import type { Ctx } from '#lib/context.ts';
import { notFound } from '#lib/errors.ts';
import { revokeAllSessions } from '#lib/session.ts';
import { notify } from '#modules/notifications/index.ts';
import { assertChangeable, checkSubAccounts, member, roleToGrant, setSubAccounts } from './member-rules.ts';
import { assertCanGrant, type MerchantCtx, rolePermissionList, type TeamCtx } from './roles-service.ts';

type UserId = { userId: string };

export async function listMembers({ deps, actor }: MerchantCtx): Promise<Member[]> {
  const rows = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.merchantId, actor.merchantId), ne(users.status, 'removed')))
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

export async function assignRole(ctx: TeamCtx, input: AssignRole): Promise<void> {
  const { deps, actor } = ctx;
  const target = await member(ctx, input.userId);
  assertChangeable(ctx, target);
  const role = await roleToGrant(ctx, input.roleName);
  if (input.subAccountIds) await checkSubAccounts(ctx, input.subAccountIds);
  // With `replace`, the member's other roles go in the same transaction; taking a role away
  // needs the same reach as giving it.
  const others = input.replace
    ? (
        await deps.db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, target.id))
      ).filter((r) => r.id !== role.id)
    : [];
  for (const r of others) assertCanGrant(ctx, await rolePermissionList(deps.db, r.id));
  await deps.db.transaction(async (tx) => {
    if (others.length) {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, target.id), ne(userRoles.roleId, role.id)));
    }
    await tx
      .insert(userRoles)
      .values({ userId: target.id, roleId: role.id, assignedAt: deps.clock.now() })
      .onConflictDoNothing();
    if (input.subAccountIds) await setSubAccounts(tx, target.id, input.subAccountIds);
    await audit(
      tx,
      { deps, actor },
      {
        action: 'member.role_assigned',
        target: target.email,
        details: {
          role: role.name,
          replaced: others.length > 0,
          subAccountIds: input.subAccountIds ?? null,
        },
      },
    );
    await notify(tx, deps.clock, {
      merchantId: actor.merchantId,
      userId: target.id,
      kind: 'team.role_changed',
      title: 'Your role changed',
      body: others.length ? `Your role is now ${role.name}.` : `You were given the ${role.name} role.`,
    });
  });
}

export async function unassignRole(ctx: TeamCtx, input: UnassignRole): Promise<void> {
  const { deps, actor } = ctx;
  const target = await member(ctx, input.userId);
  assertChangeable(ctx, target);
  const role = await roleToGrant(ctx, input.roleName);
  await deps.db.transaction(async (tx) => {
    const gone = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, target.id), eq(userRoles.roleId, role.id)))
      .returning();
    if (!gone.length) throw notFound('This member does not hold that role');
    await audit(
      tx,
      { deps, actor },
      { action: 'member.role_revoked', target: target.email, details: { role: role.name } },
    );
    await notify(tx, deps.clock, {
      merchantId: actor.merchantId,
      userId: target.id,
      kind: 'team.role_changed',
      title: 'Your role changed',
      body: `The ${role.name} role was taken away from you.`,
    });
  });
}

/** The merchant's sub-accounts, within the caller's own limit if they have one. */
export async function listSubAccounts({
  deps,
  actor,
  access,
}: MerchantCtx & Pick<Ctx, 'access'>): Promise<SubAccountRef[]> {
  const rows = await deps.db
    .select()
    .from(subAccounts)
    .where(eq(subAccounts.merchantId, actor.merchantId))
    .orderBy(subAccounts.name);
  const limit = access.subAccountIds;
  return rows
    .filter((s) => !limit || limit.includes(s.id))
    .map((s) => ({ uuid: s.id, slug: s.slug, name: s.name }));
}

export async function assignedSubAccounts(ctx: MerchantCtx, { userId }: UserId): Promise<SubAccountRef[]> {
  const target = await member(ctx, userId);
  return ctx.deps.db
    .select({ uuid: subAccounts.id, slug: subAccounts.slug, name: subAccounts.name })
    .from(userSubAccounts)
    .innerJoin(subAccounts, eq(subAccounts.id, userSubAccounts.subAccountId))
    .where(eq(userSubAccounts.userId, target.id))
    .orderBy(subAccounts.name);
}

export async function removeSubAccount(
  ctx: TeamCtx,
  { userId, subAccountId }: UserId & { subAccountId: string },
): Promise<void> {
  const { deps, actor } = ctx;
  const target = await member(ctx, userId);
  assertChangeable(ctx, target);
  await checkSubAccounts(ctx, [subAccountId]);
  await deps.db.transaction(async (tx) => {
    const gone = await tx
      .delete(userSubAccounts)
      .where(and(eq(userSubAccounts.userId, target.id), eq(userSubAccounts.subAccountId, subAccountId)))
      .returning();
    if (!gone.length) throw notFound('This sub-account is not assigned to the member');
    await audit(
      tx,
      { deps, actor },
      { action: 'member.sub_account_removed', target: target.email, details: { subAccountId } },
    );
  });
}

export async function removeMember(ctx: TeamCtx, { userId }: UserId): Promise<void> {
  const { deps, actor } = ctx;
  const target = await member(ctx, userId);
  assertChangeable(ctx, target);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ status: 'removed' }).where(eq(users.id, target.id));
    await tx.delete(userRoles).where(eq(userRoles.userId, target.id));
    await tx.delete(userSubAccounts).where(eq(userSubAccounts.userId, target.id));
    await audit(tx, { deps, actor }, { action: 'member.removed', target: target.email });
  });
  await revokeAllSessions(deps.db, deps.clock, target.id);
}
