/**
 * Emailed sign-in codes: 6 digits, 10 minutes, 5 tries, stored hashed, tied to one challenge.
 * The challenge also accepts a code from the user's authenticator app or a recovery code
 * (two-factor-settings): the same tries and limits count for every kind.
 */

import { TWO_FACTOR_CODE_LENGTH } from '@payrail/contract/constants';
import { ErrorCode, Messages } from '@payrail/contract/errors';
import { and, eq, sql } from 'drizzle-orm';
import { twoFactorChallenges, users } from '../../db/schema/index.ts';
import { hashToken, numericCode, randomPublicNumber, safeEqualHex } from '../../lib/crypto.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { hit, Limits, reset } from '../../lib/rate-limit.ts';
import { templates } from '../../mail/templates.ts';
import { useOtherFactor } from '../two-factor-settings/proof.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;

const codeHash = (challengeId: number, code: string) => hashToken(`${challengeId}:${code}`);

/**
 * Starts a challenge and emails its code. A decoy (login-guard.ts: past the sign-in ceiling with a
 * wrong password) is stored alike but its code is sent to nobody, and it accepts no code at all.
 */
export async function startChallenge(
  deps: Deps,
  user: { id: string; email: string; firstName: string },
  o: { decoy?: boolean } = {},
): Promise<number> {
  const id = randomPublicNumber();
  const code = numericCode(TWO_FACTOR_CODE_LENGTH);
  const now = deps.clock.now();
  await deps.db.insert(twoFactorChallenges).values({
    id,
    userId: user.id,
    codeHash: codeHash(id, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    decoy: o.decoy ?? false,
  });
  if (!o.decoy) await deps.mailer.send(templates.twoFactorCode(user.email, user.firstName, code));
  return id;
}

const expired = () => new AppError(ErrorCode.TWO_FACTOR_CHALLENGE_EXPIRED, 401, Messages.twoFactorExpired);
const invalid = () => new AppError(ErrorCode.INVALID_TWO_FACTOR_CODE, 401, Messages.invalidTwoFactorCode);

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
  await hit(deps.db, deps.clock, Limits.twoFactorSubmitAccount, ch.userId);
  // The emailed code, or else the user's authenticator app or one of their recovery codes (used up).
  // A decoy was answered to a wrong password: no code, from the app or a recovery code, opens it.
  if (ch.decoy) throw invalid();
  const emailed = safeEqualHex(ch.codeHash, codeHash(id, code));
  if (!emailed && !(await useOtherFactor(deps, ch.userId, code))) throw invalid();
  const done = await deps.db
    .update(twoFactorChallenges)
    .set({ consumedAt: now })
    .where(and(eq(twoFactorChallenges.id, id), sql`${twoFactorChallenges.consumedAt} is null`))
    .returning({ userId: twoFactorChallenges.userId });
  if (!done[0]) throw expired();
  await reset(deps.db, Limits.twoFactorSubmitAccount, done[0].userId);
  return done[0].userId;
}

/** Sends a fresh code for the same challenge; the old code stops working. */
export async function resendChallenge(deps: Deps, id: number, ip: string): Promise<void> {
  await hit(deps.db, deps.clock, Limits.twoFactorResendIp, ip);
  await hit(deps.db, deps.clock, Limits.twoFactorResend, String(id));
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ ch: twoFactorChallenges, email: users.email, firstName: users.firstName })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
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
  if (row.ch.decoy) return;
  const code = numericCode(TWO_FACTOR_CODE_LENGTH);
  await deps.db
    .update(twoFactorChallenges)
    .set({ codeHash: codeHash(id, code), expiresAt: new Date(now.getTime() + CODE_TTL_MS) })
    .where(eq(twoFactorChallenges.id, id));
  await deps.mailer.send(templates.twoFactorCode(row.email, row.firstName, code));
}
