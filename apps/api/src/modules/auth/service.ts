/**
 * Sign-up, email verification, sign-in (with the emailed two-factor step), password reset and
 * sign-out. Answers never reveal whether an email is registered: register, resend and forget
 * answer the same either way, and a missing account costs as much time as a wrong password.
 */
import type {
  EmailOnly,
  LoginRequest,
  LoginResponse,
  PasswordReset,
  RegisterRequest,
  SessionGrant,
  SessionUser,
  TwoFactorSubmit,
} from '@payrail/contract/auth';
import { ErrorCode, Messages } from '@payrail/contract/errors';
import { eq, TransactionRollbackError } from 'drizzle-orm';
import { merchants, roles, userRoles, users } from '#db/schema/index.ts';
import type { Actor, Ctx, Origin, PublicCtx } from '#lib/context.ts';
import { publicId } from '#lib/crypto.ts';
import type { Deps } from '#lib/deps.ts';
import { AppError, validation } from '#lib/errors.ts';
import { hit, Limits, reset } from '#lib/rate-limit.ts';
import { issueSession, revokeAllSessions, revokeSession } from '#lib/session.ts';
import { templates } from '#mail/templates.ts';
import { queueAccountMail, sendVerification } from './account-mail.ts';
import { findByEmail } from './find-user.ts';
import {
  type Device,
  knownDevice,
  LOGIN_SOURCE,
  rememberDevice,
  sourceOf,
  underCeiling,
} from './login-guard.ts';
import { dummyHash, hashPassword, passwordProblems, verifyPassword } from './passwords.ts';
import { consumeToken, peekToken } from './tokens.ts';
import { checkChallenge, startChallenge, startDecoy } from './two-factor.ts';

/** What the sign-in services need of the request context: the deps, and where the caller is. */
export type AuthCtx = Pick<PublicCtx, 'deps' | 'actor'>;
/** Where a session is opened from (team invitations open one too). */
export type RequestMeta = Pick<Origin, 'ip' | 'userAgent'>;

function normalisePhone(phone: string, country: string): string {
  const digits = phone.replace(/[^0-9+]/g, '');
  if (country === 'NG' && /^0[789][01][0-9]{8}$/.test(digits)) return `+234${digits.slice(1)}`;
  return digits.startsWith('+') ? digits : `+${digits}`;
}

export async function register({ deps, actor }: AuthCtx, input: RegisterRequest): Promise<{ email: string }> {
  await hit(deps.db, deps.clock, Limits.registerIp, actor.ip);
  const problem = passwordProblems(input.password, {
    email: input.email,
    names: [input.firstName, input.lastName],
  });
  if (problem) throw validation({ password: [problem] });

  const existing = await findByEmail(deps, input.email);
  if (existing) {
    // Same answer as a new sign-up; the owner of the address learns about it by email. The password
    // is hashed anyway, so the answer does not come ~50 ms sooner for a registered address.
    await hashPassword(input.password);
    await deps.mailer.send(
      templates.alreadyRegistered(
        existing.email,
        existing.firstName,
        `${deps.config.appUrl}/auth/login`,
        `${deps.config.appUrl}/auth/reset-password`,
      ),
    );
    return { email: input.email };
  }
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db
    .transaction(async (tx) => {
      const [merchant] = await tx
        .insert(merchants)
        .values({ publicId: publicId('MER'), businessName: input.businessName, country: input.country })
        .returning();
      const [created] = await tx
        .insert(users)
        .values({
          publicId: publicId('USR'),
          merchantId: merchant!.id,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: normalisePhone(input.phone, input.country),
          passwordHash,
          isOwner: true,
          createdAt: deps.clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      // A concurrent sign-up with the same email won the race: undo the merchant too.
      if (!created) tx.rollback();
      return created!;
    })
    .catch((e: unknown) => {
      if (e instanceof TransactionRollbackError) return undefined;
      throw e;
    });
  if (user) await sendVerification(deps, user);
  return { email: input.email };
}

/** The same work for every address: limits and a queued job (account-mail.ts). */
export async function resendVerification({ deps, actor }: AuthCtx, { email }: EmailOnly): Promise<void> {
  await hit(deps.db, deps.clock, Limits.resendVerificationIp, actor.ip);
  await hit(deps.db, deps.clock, Limits.resendVerificationAccount, email);
  await queueAccountMail(deps, { kind: 'verify-email', email });
}

export async function verifyEmail(
  { deps }: Pick<PublicCtx, 'deps'>,
  { token }: { token: string },
): Promise<{ email: string }> {
  const userId = await consumeToken(deps.db, deps.clock, token, 'email_verify');
  if (!userId) throw new AppError(ErrorCode.VERIFICATION_FAILED, Messages.verificationFailed);
  const [user] = await deps.db
    .update(users)
    .set({ emailVerifiedAt: deps.clock.now() })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return { email: user!.email };
}

async function roleNames(deps: Deps, userId: string): Promise<string[]> {
  const rows = await deps.db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.name);
  return rows.map((r) => r.name);
}

export async function sessionUser(deps: Deps, userId: string): Promise<SessionUser> {
  const rows = await deps.db
    .select({ user: users, merchantName: merchants.businessName })
    .from(users)
    .innerJoin(merchants, eq(merchants.id, users.merchantId))
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0]!;
  return {
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    email: row.user.email,
    roles: row.user.isOwner ? ['Owner'] : await roleNames(deps, userId),
    idNumber: row.user.publicId,
    merchantName: row.merchantName,
  };
}

/** GET auth/session: the signed-in user. */
export const currentUser = ({ deps, actor }: Pick<Ctx, 'deps'> & { actor: Pick<Actor, 'userId'> }) =>
  sessionUser(deps, actor.userId);

async function grant({ deps, actor }: AuthCtx, userId: string, device?: Device): Promise<SessionGrant> {
  const { token, expiresAt } = await issueSession(deps.db, deps.clock, userId, actor);
  return {
    twoFactorRequired: false,
    token,
    expiresAt: expiresAt.toISOString(),
    user: await sessionUser(deps, userId),
    deviceToken: await rememberDevice(deps, userId, device),
  };
}

const invalidCredentials = () => new AppError(ErrorCode.INVALID_CREDENTIALS, Messages.invalidCredentials);

/** Per-source and per-account limits, and the ceiling's challenge: login-guard.ts. */
export async function login(
  ctx: AuthCtx,
  input: Pick<LoginRequest, 'email' | 'password' | 'deviceToken'>,
): Promise<LoginResponse> {
  const { deps, actor } = ctx;
  await hit(deps.db, deps.clock, Limits.loginIp, actor.ip);
  const device = await knownDevice(deps, input.email, input.deviceToken);
  const source = sourceOf(input.email, actor.ip, device);
  await hit(deps.db, deps.clock, LOGIN_SOURCE, source);
  const open = device ? true : await underCeiling(deps, input.email);
  const user = await findByEmail(deps, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  const good = user && ok && user.status === 'active' ? user : undefined;
  if (!open) {
    // Past the ceiling: the same answer for every password; only the right one gets a code.
    const id = good?.emailVerifiedAt ? await startChallenge(deps, good) : await startDecoy(deps, input.email);
    return { twoFactorRequired: true, id };
  }
  if (!good) throw invalidCredentials();
  if (!good.emailVerifiedAt) {
    await resendVerification(ctx, { email: good.email }).catch(() => {});
    throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED, Messages.emailNotVerified);
  }
  await reset(deps.db, LOGIN_SOURCE, source);
  if (good.twoFactorEnabled) {
    return { twoFactorRequired: true, id: await startChallenge(deps, good) };
  }
  return grant(ctx, good.id, device);
}

export async function submitTwoFactor(ctx: AuthCtx, input: TwoFactorSubmit): Promise<SessionGrant> {
  const { deps, actor } = ctx;
  await hit(deps.db, deps.clock, Limits.twoFactorSubmitIp, actor.ip);
  const userId = await checkChallenge(deps, input.userId, input.twoFactorCode);
  return grant(ctx, userId);
}

/** The same work for every address: limits and a queued job (account-mail.ts). */
export async function forgetPassword({ deps, actor }: AuthCtx, { email }: EmailOnly): Promise<void> {
  await hit(deps.db, deps.clock, Limits.forgetPasswordIp, actor.ip);
  await hit(deps.db, deps.clock, Limits.forgetPasswordAccount, email);
  await queueAccountMail(deps, { kind: 'password-reset', email });
}

/**
 * The link first, then the password: an unknown, used or expired link, or one for another address,
 * answers the same 400 whatever the password, so the answer never says whether an address exists.
 * Only a live link's holder learns about the password policy, and a weak password does not use it up.
 */
export async function passwordReset({ deps, actor }: AuthCtx, input: PasswordReset): Promise<void> {
  await hit(deps.db, deps.clock, Limits.passwordResetIp, actor.ip);
  await hit(deps.db, deps.clock, Limits.passwordResetAccount, input.email.toLowerCase());
  const invalid = () => new AppError(ErrorCode.INVALID_RESET_TOKEN, Messages.invalidResetToken);
  const user = await findByEmail(deps, input.email);
  const holder = await peekToken(deps.db, deps.clock, input.token, 'password_reset');
  if (user?.status !== 'active' || holder !== user.id) throw invalid();
  const problem = passwordProblems(input.password, {
    email: user.email,
    names: [user.firstName, user.lastName],
  });
  if (problem) throw validation({ password: [problem] });
  const userId = await consumeToken(deps.db, deps.clock, input.token, 'password_reset');
  if (userId !== user.id) throw invalid();
  const now = deps.clock.now();
  await deps.db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.password),
      passwordChangedAt: now,
      emailVerifiedAt: user.emailVerifiedAt ?? now,
    })
    .where(eq(users.id, user.id));
  await revokeAllSessions(deps.db, deps.clock, user.id);
  await deps.mailer.send(templates.passwordChanged(user.email, user.firstName));
}

export async function logout({
  deps,
  actor,
}: Pick<Ctx, 'deps'> & { actor: Pick<Actor, 'sessionId'> }): Promise<void> {
  await revokeSession(deps.db, deps.clock, actor.sessionId);
}
