/**
 * Two-factor settings (spec 000 §4, §7; issue 5). `users.two_factor_enabled` is the one truth for
 * "on". Turning it on takes an emailed code (or a first authenticator code); turning it off takes
 * proof (proof.ts). Every change notifies the user in-app in its own transaction and emails a
 * security notice after commit (a failed send is logged, not turned into a failed change).
 */
import type {
  ProofRequest,
  SignInMethod,
  TwoFactorDisableQuery,
  TwoFactorEnableRequest,
  TwoFactorStatus,
} from '@payrail/contract/two-factor';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { twoFactorCodes, twoFactorTotp, users } from '#db/schema/index.ts';
import type { Actor, Ctx } from '#lib/context.ts';
import type { Deps } from '#lib/deps.ts';
import { conflict } from '#lib/errors.ts';
import { hit } from '#lib/rate-limit.ts';
import { templates } from '#mail/templates.ts';
import { notify } from '#modules/notifications/index.ts';
import { type PinCtx, verifyPin } from '#modules/pin/index.ts';
import { checkCode, pendingCode, sendCode, voidCodes } from './email-codes.ts';
import { TwoFactorLimits } from './limits.ts';
import { invalidCode, requireProof } from './proof.ts';
import { deleteRecoveryCodes, remainingRecoveryCodes, replaceRecoveryCodes } from './recovery-codes.ts';
import { hasAuthenticator } from './totp.ts';

export type TwoFactorUser = {
  id: string;
  merchantId: string;
  email: string;
  firstName: string;
  twoFactorEnabled: boolean;
};

/** What the two-factor settings need of the request context: the deps, and whose account it is. */
export type TwoFactorCtx = Pick<Ctx, 'deps'> & { actor: Pick<Actor, 'userId'> };

export const alreadyOn = () => conflict('Two-factor is already on');

export async function loadUser(deps: Deps, userId: string): Promise<TwoFactorUser> {
  const [user] = await deps.db
    .select({
      id: users.id,
      merchantId: users.merchantId,
      email: users.email,
      firstName: users.firstName,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user!;
}

export async function status({ deps, actor }: TwoFactorCtx): Promise<TwoFactorStatus> {
  const { userId } = actor;
  const user = await loadUser(deps, userId);
  return {
    enabled: user.twoFactorEnabled,
    authenticatorApp: user.twoFactorEnabled && (await hasAuthenticator(deps.db, userId)),
    recoveryCodesRemaining: user.twoFactorEnabled ? await remainingRecoveryCodes(deps.db, userId) : 0,
  };
}

export async function initiateStatus({ deps, actor }: TwoFactorCtx) {
  const { userId } = actor;
  const user = await loadUser(deps, userId);
  const pending = user.twoFactorEnabled ? undefined : await pendingCode(deps, userId, 'enable');
  return { initiated: Boolean(pending), expiresAt: pending?.expiresAt.toISOString() ?? null };
}

export async function initiate({ deps, actor }: TwoFactorCtx) {
  const user = await loadUser(deps, actor.userId);
  if (user.twoFactorEnabled) throw alreadyOn();
  return { purpose: 'enable' as const, expiresAt: (await sendCode(deps, user, 'enable')).toISOString() };
}

/** Re-sends the code under way: the enabling code while turning on, else (two-factor on) a proof code. */
export async function resend({ deps, actor }: TwoFactorCtx) {
  const { userId } = actor;
  const user = await loadUser(deps, userId);
  if (!user.twoFactorEnabled) {
    const [started] = await deps.db
      .select({ id: twoFactorCodes.id })
      .from(twoFactorCodes)
      .where(
        and(
          eq(twoFactorCodes.userId, userId),
          eq(twoFactorCodes.purpose, 'enable'),
          sql`${twoFactorCodes.consumedAt} is null`,
        ),
      )
      .limit(1);
    if (!started) throw conflict('There is no code to resend. Turn on two-factor to get one.');
  }
  const purpose = user.twoFactorEnabled ? ('proof' as const) : ('enable' as const);
  return { purpose, expiresAt: (await sendCode(deps, user, purpose)).toISOString() };
}

/** Turns two-factor on; answers the new recovery codes (shown once). */
export async function enable(
  { deps, actor }: TwoFactorCtx,
  { two_factor_code: code }: TwoFactorEnableRequest,
) {
  const { userId } = actor;
  const user = await loadUser(deps, userId);
  if (user.twoFactorEnabled) throw alreadyOn();
  await hit(deps.db, deps.clock, TwoFactorLimits.verify, userId);
  const check = await checkCode(deps, userId, 'enable', code);
  if (check === 'none') throw invalidCode('This code has expired or was used up. Ask for a new one.');
  if (check === 'wrong') throw invalidCode();
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    await turnOn(tx, deps, user);
    return replaceRecoveryCodes(tx, deps.clock, userId);
  });
  await securityMail(deps, user, 'Two-factor authentication was turned on');
  return { enabled: true as const, recoveryCodes };
}

export async function turnOn(tx: Tx, deps: Deps, user: TwoFactorUser) {
  const done = await tx
    .update(users)
    .set({ twoFactorEnabled: true })
    .where(and(eq(users.id, user.id), eq(users.twoFactorEnabled, false)))
    .returning({ id: users.id });
  if (!done[0]) throw alreadyOn();
  await voidCodes(tx, deps, user.id, 'enable');
  await changed(tx, deps, user, 'Two-factor turned on', 'Signing in now needs a second step.');
}

/**
 * Without proof: emails a proof code. With a code or the transaction PIN (checked, counted and
 * locked like every PIN use): turns two-factor off, removing the app and recovery codes.
 */
export async function disable(ctx: PinCtx, proof: TwoFactorDisableQuery) {
  const { deps } = ctx;
  const userId = ctx.actor.userId;
  const user = await loadUser(deps, userId);
  if (!user.twoFactorEnabled) return { enabled: false, codeSent: false };
  if (proof.pin !== undefined) await verifyPin(ctx, { pin: proof.pin });
  else if (proof.two_factor_code !== undefined) await requireProof(deps, userId, proof.two_factor_code);
  else {
    await sendCode(deps, user, 'proof');
    return { enabled: true, codeSent: true };
  }
  await deps.db.transaction(async (tx) => {
    const done = await tx
      .update(users)
      .set({ twoFactorEnabled: false })
      .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, true)))
      .returning({ id: users.id });
    if (!done[0]) throw conflict('Two-factor is already off');
    await tx.delete(twoFactorTotp).where(eq(twoFactorTotp.userId, userId));
    await deleteRecoveryCodes(tx, userId);
    await voidCodes(tx, deps, userId, 'proof');
    await changed(tx, deps, user, 'Two-factor turned off', 'Signing in now needs only your password.');
  });
  await securityMail(deps, user, 'Two-factor authentication was turned off');
  return { enabled: false, codeSent: false };
}

export async function regenerateRecoveryCodes(
  { deps, actor }: TwoFactorCtx,
  { two_factor_code: code }: ProofRequest,
) {
  const { userId } = actor;
  const user = await loadUser(deps, userId);
  if (!user.twoFactorEnabled) throw conflict('Turn on two-factor first');
  await requireProof(deps, userId, code);
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, deps.clock, userId);
    await changed(tx, deps, user, 'New recovery codes', 'Your old recovery codes no longer work.');
    return codes;
  });
  return { recoveryCodes };
}

/** What the second step of sign-in accepts for this user (GET verify-login-otp). */
export async function loginMethods(ctx: TwoFactorCtx) {
  const s = await status(ctx);
  const methods: SignInMethod[] = [];
  if (s.enabled) methods.push('email');
  if (s.authenticatorApp) methods.push('authenticator');
  if (s.recoveryCodesRemaining > 0) methods.push('recovery_code');
  return { required: s.enabled, methods };
}

export async function changed(tx: Tx, deps: Deps, user: TwoFactorUser, title: string, body: string) {
  await notify(tx, deps.clock, {
    merchantId: user.merchantId,
    userId: user.id,
    kind: 'security.two_factor',
    title,
    body,
  });
}

/** The security notice, after commit; a failed send is logged only. */
export async function securityMail(deps: Deps, user: TwoFactorUser, what: string) {
  try {
    await deps.mailer.send(templates.twoFactorChanged(user.email, user.firstName, what));
  } catch (err) {
    deps.log.error({ err, userId: user.id }, 'two-factor notice not sent');
  }
}

export const confirmedTotp = (userId: string) =>
  and(eq(twoFactorTotp.userId, userId), isNotNull(twoFactorTotp.confirmedAt));
