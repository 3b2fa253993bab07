/**
 * Emailed sign-in codes: 6 digits, 10 minutes, 5 tries, stored hashed, tied to one challenge, and
 * sent by the account-mail job (challenge-code.ts), never from the request.
 * The challenge also accepts a code from the user's authenticator app or a recovery code
 * (two-factor-settings): the same tries and limits count for every kind.
 */

import { randomBytes } from 'node:crypto';
import { ErrorCode, Messages } from '@payrail/contract/errors';
import { and, eq, sql } from 'drizzle-orm';
import { twoFactorChallenges } from '#db/schema/index.ts';
import type { PublicCtx } from '#lib/context.ts';
import { randomPublicNumber, safeEqualHex } from '#lib/crypto.ts';
import type { Deps } from '#lib/deps.ts';
import { AppError } from '#lib/errors.ts';
import { hit, Limits, reset } from '#lib/rate-limit.ts';
import { useOtherFactor } from '#modules/two-factor-settings/index.ts';
import { queueAccountMail } from './account-mail.ts';
import { CODE_TTL_MS, codeHash } from './challenge-code.ts';

export const MAX_ATTEMPTS = 5;

/**
 * Starts a challenge; its code is mailed by the account-mail job (challenge-code.ts). A decoy
 * (login-guard.ts: past the sign-in ceiling with a wrong password, or for an address with no
 * account) belongs to no user and is stored and queued alike, but the job sends it nothing and it
 * accepts no code, so the request does the same work and every later answer is the same.
 */
export function startChallenge(deps: Deps, user: { id: string }): Promise<number> {
  return insertChallenge(deps, { userId: user.id, decoy: false, decoyKey: null });
}

export function startDecoy(deps: Deps, email: string): Promise<number> {
  return insertChallenge(deps, { userId: null, decoy: true, decoyKey: email.toLowerCase() });
}

async function insertChallenge(
  deps: Deps,
  who: { userId: string | null; decoy: boolean; decoyKey: string | null },
): Promise<number> {
  const id = randomPublicNumber();
  const now = deps.clock.now();
  await deps.db.insert(twoFactorChallenges).values({
    id,
    ...who,
    // Until the job sends one: a code nobody knows.
    codeHash: codeHash(id, randomBytes(16).toString('hex')),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  await queueAccountMail(deps, { kind: 'sign-in-code', challengeId: id });
  return id;
}

const expired = () => new AppError(ErrorCode.TWO_FACTOR_CHALLENGE_EXPIRED, Messages.twoFactorExpired);
const invalid = () => new AppError(ErrorCode.INVALID_TWO_FACTOR_CODE, Messages.invalidTwoFactorCode);

/** Checks a code; returns the user id when right. Every wrong try counts, and the fifth ends the challenge. */
export async function checkChallenge(deps: Deps, id: number, code: string): Promise<string> {
  const now = deps.clock.now();
  // Count the attempt first, atomically, so parallel guesses cannot exceed the limit.
  const rows = await deps.db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(and(eq(twoFactorChallenges.id, id), sql`${twoFactorChallenges.consumedAt} is null`))
    .returning();
  const ch = rows[0];
  if (!ch || ch.expiresAt <= now || ch.attempts > MAX_ATTEMPTS) throw expired();
  // Per account as well: signing in again starts a new challenge, so 5 tries each would be no limit.
  // A decoy's codes count per address in their own bucket: a stranger's never use up the owner's.
  // A decoy was answered to a wrong password: no code, from the app or a recovery code, opens it.
  if (ch.decoy || !ch.userId) {
    await hit(deps.db, deps.clock, Limits.twoFactorSubmitDecoy, ch.decoyKey ?? String(id));
    throw invalid();
  }
  await hit(deps.db, deps.clock, Limits.twoFactorSubmitAccount, ch.userId);
  // The emailed code, or else the user's authenticator app or one of their recovery codes (used up).
  const emailed = safeEqualHex(ch.codeHash, codeHash(id, code));
  if (!emailed && !(await useOtherFactor(deps, ch.userId, code))) throw invalid();
  const done = await deps.db
    .update(twoFactorChallenges)
    .set({ consumedAt: now })
    .where(and(eq(twoFactorChallenges.id, id), sql`${twoFactorChallenges.consumedAt} is null`))
    .returning({ id: twoFactorChallenges.id });
  if (!done[0]) throw expired();
  await reset(deps.db, Limits.twoFactorSubmitAccount, ch.userId);
  return ch.userId;
}

/** Sends a fresh code for the same challenge; the old code stops working. */
export async function resendChallenge(
  { deps, actor }: Pick<PublicCtx, 'deps' | 'actor'>,
  { id }: { id: number },
): Promise<void> {
  await hit(deps.db, deps.clock, Limits.twoFactorResendIp, actor.ip);
  await hit(deps.db, deps.clock, Limits.twoFactorResend, String(id));
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ ch: twoFactorChallenges })
    .from(twoFactorChallenges)
    .where(eq(twoFactorChallenges.id, id))
    .limit(1);
  const row = rows[0];
  if (
    !row ||
    row.ch.consumedAt ||
    row.ch.attempts >= MAX_ATTEMPTS ||
    row.ch.createdAt.getTime() + 30 * 60_000 < now.getTime()
  ) {
    throw expired();
  }
  // The job sends the new code (the old one stops working then); a decoy gets none.
  await queueAccountMail(deps, { kind: 'sign-in-code', challengeId: id });
}
