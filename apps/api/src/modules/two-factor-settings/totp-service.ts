/**
 * The authenticator app: setup answers a new secret (and its otpauth URI for the QR code) kept
 * unconfirmed; the first right code from the app confirms it, and turns two-factor on when it was
 * off (with new recovery codes). Once confirmed, the secret is never answered again. Removing it
 * takes proof.
 */
import type { ProofQuery, TotpConfirmRequest } from '@payrail/contract/two-factor';
import { and, eq, isNull } from 'drizzle-orm';
import { twoFactorTotp } from '#db/schema/index.ts';
import { conflict, notFound } from '#lib/errors.ts';
import { hit } from '#lib/rate-limit.ts';
import { seal } from '#lib/secret-box.ts';
import { TwoFactorLimits } from './limits.ts';
import { invalidCode, requireProof } from './proof.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { changed, confirmedTotp, loadUser, securityMail, type TwoFactorCtx, turnOn } from './service.ts';
import { hasAuthenticator, newTotpSecret, useTotpCode } from './totp.ts';

export async function setupTotp({ deps, actor }: TwoFactorCtx) {
  const { userId } = actor;
  const user = await loadUser(deps, userId);
  if (await hasAuthenticator(deps.db, userId)) {
    throw conflict('An authenticator app is already set up. Remove it first to use another.');
  }
  const { secret, uri } = newTotpSecret(user.email);
  const now = deps.clock.now();
  const sealed = seal(deps.config.secretsKey, secret);
  await deps.db
    .insert(twoFactorTotp)
    .values({ userId, secret: sealed, createdAt: now })
    .onConflictDoUpdate({
      target: twoFactorTotp.userId,
      set: { secret: sealed, createdAt: now, lastUsedStep: null },
      setWhere: isNull(twoFactorTotp.confirmedAt),
    });
  return { secret, uri };
}

export async function confirmTotp(
  { deps, actor }: TwoFactorCtx,
  { two_factor_code: code }: TotpConfirmRequest,
) {
  const { userId } = actor;
  const user = await loadUser(deps, userId);
  await hit(deps.db, deps.clock, TwoFactorLimits.verify, userId);
  const [pending] = await deps.db
    .select({ userId: twoFactorTotp.userId })
    .from(twoFactorTotp)
    .where(and(eq(twoFactorTotp.userId, userId), isNull(twoFactorTotp.confirmedAt)));
  if (!pending) throw conflict('Start the authenticator setup first');
  if (!(await useTotpCode(deps, userId, code, false))) throw invalidCode();
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    const done = await tx
      .update(twoFactorTotp)
      .set({ confirmedAt: deps.clock.now() })
      .where(and(eq(twoFactorTotp.userId, userId), isNull(twoFactorTotp.confirmedAt)))
      .returning({ userId: twoFactorTotp.userId });
    if (!done[0]) throw conflict('Start the authenticator setup first');
    if (user.twoFactorEnabled) {
      await changed(tx, deps, user, 'Authenticator app added', 'Sign-in now also accepts its codes.');
      return [];
    }
    await turnOn(tx, deps, user);
    return replaceRecoveryCodes(tx, deps.clock, userId);
  });
  await securityMail(
    deps,
    user,
    user.twoFactorEnabled
      ? 'An authenticator app was added to two-factor authentication'
      : 'Two-factor authentication was turned on',
  );
  return { enabled: true as const, recoveryCodes };
}

export async function removeTotp({ deps, actor }: TwoFactorCtx, { two_factor_code: code }: ProofQuery) {
  const { userId } = actor;
  const user = await loadUser(deps, userId);
  if (!(await hasAuthenticator(deps.db, userId))) throw notFound('No authenticator app is set up');
  await requireProof(deps, userId, code);
  await deps.db.transaction(async (tx) => {
    await tx.delete(twoFactorTotp).where(confirmedTotp(userId));
    await changed(tx, deps, user, 'Authenticator app removed', 'Sign-in no longer accepts its codes.');
  });
  await securityMail(deps, user, 'An authenticator app was removed from two-factor authentication');
}
