/**
 * Team members: invite, re-invite, accept, assign and revoke roles, limit to sub-accounts, remove.
 * The owner's access cannot be changed, nobody changes their own, and removal ends the member's
 * sessions at once.
 */
import type { SessionGrant } from '@payrail/contract/auth';
import { ErrorCode } from '@payrail/contract/errors';
import type { AcceptInvitation, AssignRole, InviteMember, Member } from '@payrail/contract/team';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  merchants,
  oneTimeTokens,
  roles,
  subAccounts,
  userRoles,
  userSubAccounts,
  users,
} from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { hashToken, publicId } from '../../lib/crypto.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, forbidden, notFound, validation } from '../../lib/errors.ts';
import { issueSession, revokeAllSessions } from '../../lib/session.ts';
import { templates } from '../../mail/templates.ts';
import { hashPassword, passwordProblems } from '../auth/passwords.ts';
import type { RequestMeta } from '../auth/service.ts';
import { sessionUser } from '../auth/service.ts';
import { consumeToken, issueToken } from '../auth/tokens.ts';
import { notify } from '../notifications/notify.ts';
import { assertCanGrant, type Caller, findRole, rolePermissionList } from './roles-service.ts';

export type TeamCaller = Caller & { subAccountIds: readonly string[] | null };
const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, 409, message);

/** A member of the caller's merchant by public id; anyone else is a 404. */
async function member(deps: Deps, caller: TeamCaller, publicUserId: string) {
  const [u] = await deps.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.publicId, publicUserId),
        eq(users.merchantId, caller.merchantId),
        ne(users.status, 'removed'),
      ),
    )
    .limit(1);
  if (!u) throw notFound('Member not found');
  return u;
}

/** The target must be someone else, and not the owner. */
function assertChangeable(caller: TeamCaller, target: { id: string; isOwner: boolean }) {
  if (target.isOwner) throw conflict("The owner's access cannot be changed");
  if (target.id === caller.userId) throw conflict('You cannot change your own access');
}

async function roleToGrant(deps: Deps, caller: TeamCaller, name: string) {
  const role = await findRole(deps.db, caller.merchantId, { name });
  if (!role) throw validation({ roleName: ['Unknown role'] });
  assertCanGrant(caller, await rolePermissionList(deps.db, role.id));
  return role;
}

/** Sub-accounts must be the merchant's, and within the caller's own limit if they have one. */
async function checkSubAccounts(deps: Deps, caller: TeamCaller, ids: readonly string[]) {
  if (!ids.length) return;
  const found = await deps.db
    .select({ id: subAccounts.id })
    .from(subAccounts)
    .where(and(inArray(subAccounts.id, [...ids]), eq(subAccounts.merchantId, caller.merchantId)));
  if (found.length !== new Set(ids).size) throw validation({ subAccountIds: ['Unknown sub-account'] });
  if (caller.subAccountIds && ids.some((id) => !caller.subAccountIds!.includes(id))) throw forbidden();
}

async function setSubAccounts(tx: Tx, userId: string, ids: readonly string[]) {
  await tx.delete(userSubAccounts).where(eq(userSubAccounts.userId, userId));
  if (ids.length)
    await tx
      .insert(userSubAccounts)
      .values([...new Set(ids)].map((subAccountId) => ({ userId, subAccountId })));
}

/**
 * Issues the invitation link and returns the send, to run after the transaction commits. `db` is
 * the open transaction when there is one: the embedded database has one connection, so a query on
 * another handle inside a transaction would wait forever.
 */
async function sendInvite(
  deps: Deps,
  db: Db | Tx,
  user: { id: string; email: string; firstName: string },
  caller: TeamCaller,
) {
  const token = await issueToken(db, deps.clock, user.id, 'invite');
  const [m] = await db
    .select({ name: merchants.businessName })
    .from(merchants)
    .where(eq(merchants.id, caller.merchantId));
  const url = `${deps.config.appUrl}/auth/accept-invite?${new URLSearchParams({ token })}`;
  return () => deps.mailer.send(templates.invitation(user.email, user.firstName, m!.name, url));
}

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

export async function invite(
  deps: Deps,
  caller: TeamCaller,
  input: InviteMember,
): Promise<{ userId: string }> {
  const role = await roleToGrant(deps, caller, input.roleName);
  await checkSubAccounts(deps, caller, input.subAccountIds ?? []);
  const [existing] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`)
    .limit(1);
  if (existing && existing.merchantId !== caller.merchantId)
    throw conflict('This email address already belongs to another Payrail account');
  if (existing && existing.status !== 'removed') throw conflict('This person is already on your team');
  const now = deps.clock.now();
  let send: () => Promise<void> = async () => {};
  const user = await deps.db.transaction(async (tx) => {
    const values = {
      firstName: input.firstName,
      lastName: input.lastName,
      status: 'invited' as const,
      passwordHash: null,
      emailVerifiedAt: null,
    };
    const [u] = existing
      ? await tx.update(users).set(values).where(eq(users.id, existing.id)).returning()
      : await tx
          .insert(users)
          .values({
            ...values,
            publicId: publicId('USR'),
            merchantId: caller.merchantId,
            email: input.email,
            phone: '',
            createdAt: now,
          })
          .returning();
    await tx.delete(userRoles).where(eq(userRoles.userId, u!.id));
    await tx.insert(userRoles).values({ userId: u!.id, roleId: role.id, assignedAt: now });
    await setSubAccounts(tx, u!.id, input.subAccountIds ?? []);
    await audit(tx, deps.clock, caller, 'member.invited', input.email, {
      role: role.name,
      subAccountIds: input.subAccountIds ?? [],
    });
    send = await sendInvite(deps, tx, u!, caller);
    return u!;
  });
  await send();
  return { userId: user.publicId };
}

export async function reinvite(deps: Deps, caller: TeamCaller, publicUserId: string): Promise<void> {
  const u = await member(deps, caller, publicUserId);
  if (u.status !== 'invited') throw conflict('This member has already joined');
  const send = await sendInvite(deps, deps.db, u, caller);
  await audit(deps.db, deps.clock, caller, 'member.reinvited', u.email);
  await send();
}

async function openInvitation(deps: Deps, token: string) {
  const [row] = await deps.db
    .select({
      user: users,
      merchantName: merchants.businessName,
      expiresAt: oneTimeTokens.expiresAt,
      usedAt: oneTimeTokens.usedAt,
    })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .innerJoin(merchants, eq(merchants.id, users.merchantId))
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, 'invite')))
    .limit(1);
  if (!row || row.usedAt || row.expiresAt <= deps.clock.now() || row.user.status !== 'invited') {
    throw new AppError(
      ErrorCode.INVALID_INVITATION,
      400,
      'This invitation is invalid or has expired. Ask for a new one.',
    );
  }
  return row;
}

export async function previewInvitation(deps: Deps, token: string) {
  const row = await openInvitation(deps, token);
  const [owner] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.merchantId, row.user.merchantId), eq(users.isOwner, true)))
    .limit(1);
  return {
    email: row.user.email,
    merchantName: row.merchantName,
    invitedBy: owner ? `${owner.firstName} ${owner.lastName}` : row.merchantName,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
  };
}

export async function acceptInvitation(
  deps: Deps,
  input: AcceptInvitation,
  meta: RequestMeta,
): Promise<SessionGrant> {
  const { user } = await openInvitation(deps, input.token);
  const problem = passwordProblems(input.password, {
    email: user.email,
    names: [input.firstName, input.lastName],
  });
  if (problem) throw validation({ password: [problem] });
  const passwordHash = await hashPassword(input.password);
  const userId = await consumeToken(deps.db, deps.clock, input.token, 'invite');
  if (userId !== user.id)
    throw new AppError(
      ErrorCode.INVALID_INVITATION,
      400,
      'This invitation is invalid or has expired. Ask for a new one.',
    );
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        status: 'active',
        emailVerifiedAt: now,
      })
      .where(eq(users.id, user.id));
    await audit(
      tx,
      deps.clock,
      { userId: user.id, merchantId: user.merchantId, ip: meta.ip },
      'member.joined',
      user.email,
    );
    const name = `${input.firstName} ${input.lastName}`;
    await notify(tx, deps.clock, {
      merchantId: user.merchantId,
      kind: 'team.member_joined',
      title: `${name} joined your team`,
      body: `${name} (${user.email}) accepted the invitation and can now sign in.`,
    });
  });
  const { token, expiresAt } = await issueSession(deps.db, deps.clock, user.id, meta);
  return {
    twoFactorRequired: false,
    token,
    expiresAt: expiresAt.toISOString(),
    user: await sessionUser(deps, user.id),
  };
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
