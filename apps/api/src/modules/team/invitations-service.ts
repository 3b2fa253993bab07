/**
 * Invitations: a member is created as `invited` with the role (and sub-accounts) they will hold, and
 * gets a single-use link by email; re-inviting voids the old link; accepting sets their name and
 * password, verifies their email (the link proved it) and signs them in.
 *
 * An address that already has an account with another business is invited exactly like a new one
 * (the answer and the team list must not tell an inviter which addresses have accounts). A sign-in
 * belongs to one business, so its holder cannot accept: the email, the invitation page and
 * accepting tell them to ask for an invitation to another address, and their account stays as it is.
 */
import type { SessionGrant } from '@payrail/contract/auth';
import { ErrorCode } from '@payrail/contract/errors';
import type { AcceptInvitation, InvitationPreview, InviteMember } from '@payrail/contract/team';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { merchants, oneTimeTokens, userRoles, users } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import type { PublicCtx } from '#lib/context.ts';
import { hashToken, publicId } from '#lib/crypto.ts';
import type { Deps } from '#lib/deps.ts';
import { AppError, conflict, validation } from '#lib/errors.ts';
import { issueSession } from '#lib/session.ts';
import { templates } from '#mail/templates.ts';
import {
  consumeToken,
  hashPassword,
  issueToken,
  passwordProblems,
  sessionUser,
} from '#modules/auth/index.ts';
import { notify } from '#modules/notifications/index.ts';
import { checkSubAccounts, member, roleToGrant, setSubAccounts } from './member-rules.ts';
import type { TeamCtx } from './roles-service.ts';

/**
 * Issues the invitation link and returns the send, to run after the transaction commits. `db` is
 * the open transaction when there is one: the embedded database has one connection, so a query on
 * another handle inside a transaction would wait forever.
 */
async function sendInvite(
  deps: Deps,
  db: Db | Tx,
  user: { id: string; email: string; firstName: string },
  merchantId: string,
) {
  const token = await issueToken(db, deps.clock, user.id, 'invite');
  const [m] = await db
    .select({ name: merchants.businessName })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const url = `${deps.config.appUrl}/auth/accept-invite?${new URLSearchParams({ token })}`;
  const template = (await accountElsewhere(db, user.email, merchantId))
    ? templates.invitationToHolder
    : templates.invitation;
  return () => deps.mailer.send(template(user.email, user.firstName, m!.name, url));
}

/** Whether the address has an account (not an invitation) with another business. */
async function accountElsewhere(db: Db | Tx, email: string, merchantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        ne(users.merchantId, merchantId),
        ne(users.status, 'invited'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** PostgreSQL's unique_violation on the one-account-per-address index. */
function isAccountConflict(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return (
    (e?.code ?? e?.cause?.code) === '23505' && (e?.constraint ?? e?.cause?.constraint) === 'users_email_key'
  );
}

const holderCannotJoin = (merchantName: string) =>
  conflict(
    `This email address already has a Payrail account, and a Payrail sign-in belongs to one business. Ask ${merchantName} to invite another of your email addresses.`,
  );

export async function invite(ctx: TeamCtx, input: InviteMember): Promise<{ userId: string }> {
  const { deps, actor } = ctx;
  const role = await roleToGrant(ctx, input.roleName);
  await checkSubAccounts(ctx, input.subAccountIds ?? []);
  // Only this business's rows: an account elsewhere is invited like a new address (header).
  const [existing] = await deps.db
    .select()
    .from(users)
    .where(
      and(eq(users.merchantId, actor.merchantId), sql`lower(${users.email}) = ${input.email.toLowerCase()}`),
    )
    .limit(1);
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
            merchantId: actor.merchantId,
            email: input.email,
            phone: '',
            createdAt: now,
          })
          .returning();
    await tx.delete(userRoles).where(eq(userRoles.userId, u!.id));
    await tx.insert(userRoles).values({ userId: u!.id, roleId: role.id, assignedAt: now });
    await setSubAccounts(tx, u!.id, input.subAccountIds ?? []);
    await audit(
      tx,
      { deps, actor },
      {
        action: 'member.invited',
        target: input.email,
        details: {
          role: role.name,
          subAccountIds: input.subAccountIds ?? [],
        },
      },
    );
    send = await sendInvite(deps, tx, u!, actor.merchantId);
    return u!;
  });
  await send();
  return { userId: user.publicId };
}

export async function reinvite(ctx: TeamCtx, { userId }: { userId: string }): Promise<void> {
  const { deps, actor } = ctx;
  const u = await member(ctx, userId);
  if (u.status !== 'invited') throw conflict('This member has already joined');
  const send = await sendInvite(deps, deps.db, u, actor.merchantId);
  await audit(deps.db, { deps, actor }, { action: 'member.reinvited', target: u.email });
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
      'This invitation is invalid or has expired. Ask for a new one.',
    );
  }
  if (await accountElsewhere(deps.db, row.user.email, row.user.merchantId))
    throw holderCannotJoin(row.merchantName);
  return row;
}

export async function previewInvitation(
  { deps }: Pick<PublicCtx, 'deps'>,
  { token }: { token: string },
): Promise<InvitationPreview> {
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

/** Signs the invitee in from where they accepted (`actor`: their address and browser). */
export async function acceptInvitation(
  { deps, actor: meta }: Pick<PublicCtx, 'deps' | 'actor'>,
  input: AcceptInvitation,
): Promise<SessionGrant> {
  const { user, merchantName } = await openInvitation(deps, input.token);
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
      'This invitation is invalid or has expired. Ask for a new one.',
    );
  const now = deps.clock.now();
  // An account for the address made elsewhere since the check: the unique index refuses the join.
  const joined = deps.db.transaction(async (tx) => {
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
      { deps, actor: { userId: user.id, merchantId: user.merchantId, ip: meta.ip } },
      { action: 'member.joined', target: user.email },
    );
    const name = `${input.firstName} ${input.lastName}`;
    await notify(tx, deps.clock, {
      merchantId: user.merchantId,
      kind: 'team.member_joined',
      title: `${name} joined your team`,
      body: `${name} (${user.email}) accepted the invitation and can now sign in.`,
    });
  });
  await joined.catch((e: unknown) => {
    throw isAccountConflict(e) ? holderCannotJoin(merchantName) : e;
  });
  const { token, expiresAt } = await issueSession(deps.db, deps.clock, user.id, meta);
  return {
    twoFactorRequired: false,
    token,
    expiresAt: expiresAt.toISOString(),
    user: await sessionUser(deps, user.id),
  };
}
