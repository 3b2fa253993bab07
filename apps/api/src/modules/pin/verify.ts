/**
 * Checking a transaction PIN, for change-pin now and every money-out action later (payouts):
 * `await verifyPin(ctx, { pin })` throws when the PIN may not be used.
 *
 * Five wrong PINs lock PIN use until `locked_until`, for every session: signing in again changes
 * nothing. The lock grows with each lock since the last right PIN (15 minutes, an hour, then 24
 * hours each time; PIN_LOCK_DURATIONS_MS). When it ends, the next check restarts the count with five
 * fresh tries but keeps the escalation; only a right PIN resets both. A new emailed PIN
 * (send-new-pin) touches neither. Each check first claims one of the five tries with a single
 * conditional UPDATE, so concurrent guesses cannot get past five; a check that finds all five held
 * by the same user's checks still in flight waits for them (a right PIN gives them back, a fifth
 * wrong one locks), so six payouts sent at once with the right PIN all pass. The user and the owner
 * are emailed when a lock starts.
 */
import { ErrorCode } from '@payrail/contract/errors';
import { PIN_LOCK_DURATIONS_MS, PIN_MAX_ATTEMPTS, PinMessages } from '@payrail/contract/pin';
import { and, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { transactionPins } from '#db/schema/index.ts';
import type { Actor, Ctx } from '#lib/context.ts';
import type { Deps } from '#lib/deps.ts';
import { AppError } from '#lib/errors.ts';
import { verifyPassword } from '#modules/auth/index.ts';
import { mailPinLocked } from './lock-mail.ts';

/** What a PIN check needs of the request context: the user, and their session. */
export type PinCtx = Pick<Ctx, 'deps'> & { actor: Pick<Actor, 'userId' | 'sessionId'> };

/** The lock end as messages and emails show it: '25 Nov 2026, 16:05 UTC'. */
export const showLockEnd = (until: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(until)} UTC`;

/** The length of the lock that follows `locksBefore` earlier locks. */
export const lockDuration = (locksBefore: number) =>
  PIN_LOCK_DURATIONS_MS[Math.min(locksBefore, PIN_LOCK_DURATIONS_MS.length - 1)]!;

export const pinLocked = (until: Date, now: Date, message = PinMessages.locked(showLockEnd(until))) =>
  new AppError(ErrorCode.PIN_LOCKED, message, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))) },
  });
export const pinNotSet = () => new AppError(ErrorCode.PIN_NOT_SET, PinMessages.notSet);

export type PinState = { hasPin: boolean; locked: boolean; attemptsLeft: number; lockedUntil: string | null };

export async function pinState({ deps, actor }: PinCtx): Promise<PinState> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .select({ failed: transactionPins.failedAttempts, lockedUntil: transactionPins.lockedUntil })
    .from(transactionPins)
    .where(eq(transactionPins.userId, actor.userId))
    .limit(1);
  if (!row) return { hasPin: false, locked: false, attemptsLeft: PIN_MAX_ATTEMPTS, lockedUntil: null };
  if (row.lockedUntil && row.lockedUntil > now)
    return { hasPin: true, locked: true, attemptsLeft: 0, lockedUntil: row.lockedUntil.toISOString() };
  // A lock that has ended gives five fresh tries (the next check restarts the count).
  const failed = row.lockedUntil ? 0 : row.failed;
  return {
    hasPin: true,
    locked: false,
    attemptsLeft: Math.max(0, PIN_MAX_ATTEMPTS - failed),
    lockedUntil: null,
  };
}

/**
 * How long a check that found every try taken waits for the checks holding them (the same user's
 * other requests, in flight): a right PIN among them gives the tries back, a fifth wrong one writes
 * the lock. Polled, bounded; only then is the check refused as locked.
 */
const IN_FLIGHT_POLL_MS = 50;
const IN_FLIGHT_POLLS = 100;

/**
 * A check that found no try to claim: no PIN (409), locked (423, until when), or every try held by
 * checks still in flight — then it waits for them (`true`: claim again) rather than calling a
 * merchant's sixth concurrent payout with the right PIN "locked".
 */
async function noTryLeft(deps: Deps, userId: string, now: Date, polls: number): Promise<true> {
  const [row] = await deps.db
    .select({ lockedUntil: transactionPins.lockedUntil, lockCount: transactionPins.lockCount })
    .from(transactionPins)
    .where(eq(transactionPins.userId, userId))
    .limit(1);
  if (!row) throw pinNotSet();
  if (row.lockedUntil) throw pinLocked(row.lockedUntil, now);
  if (polls >= IN_FLIGHT_POLLS) throw pinLocked(new Date(now.getTime() + lockDuration(row.lockCount)), now);
  await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
  return true;
}

/**
 * Throws 409 PIN_NOT_SET, 423 PIN_LOCKED, or 422 INVALID_PIN with the attempts left as the error
 * of `field` (the form field the PIN was typed in); returns when the PIN is right.
 */
export async function verifyPin(
  { deps, actor }: PinCtx,
  { pin, field = 'pin' }: { pin: string; field?: string },
): Promise<void> {
  const now = deps.clock.now();
  const { lockedUntil, failedAttempts, userId } = transactionPins;
  const claim = () =>
    deps.db
      .update(transactionPins)
      .set({
        failedAttempts: sql`case when ${lockedUntil} is null then ${failedAttempts} + 1 else 1 end`,
        lockedUntil: null,
      })
      .where(
        and(
          eq(userId, actor.userId),
          or(and(isNull(lockedUntil), lt(failedAttempts, PIN_MAX_ATTEMPTS)), lte(lockedUntil, now)),
        ),
      )
      .returning({
        failed: failedAttempts,
        pinHash: transactionPins.pinHash,
        lockCount: transactionPins.lockCount,
      });
  let [claimed] = await claim();
  for (let polls = 0; !claimed; polls++) {
    await noTryLeft(deps, actor.userId, now, polls);
    [claimed] = await claim();
  }
  if (await verifyPassword(claimed.pinHash, pin)) {
    await deps.db
      .update(transactionPins)
      .set({ failedAttempts: 0, lockCount: 0, lockedAt: null })
      .where(eq(userId, actor.userId));
    return;
  }
  if (claimed.failed >= PIN_MAX_ATTEMPTS) {
    const until = new Date(now.getTime() + lockDuration(claimed.lockCount));
    const [locked] = await deps.db
      .update(transactionPins)
      .set({ lockedAt: now, lockedUntil: until, lockCount: sql`${transactionPins.lockCount} + 1` })
      .where(and(eq(userId, actor.userId), isNull(lockedUntil), gte(failedAttempts, PIN_MAX_ATTEMPTS)))
      .returning({ userId });
    if (locked) await mailPinLocked(deps, actor.userId, showLockEnd(until));
    throw pinLocked(until, now, PinMessages.lockedNow(showLockEnd(until)));
  }
  const message = PinMessages.wrong(PIN_MAX_ATTEMPTS - claimed.failed);
  throw new AppError(ErrorCode.INVALID_PIN, message, { errors: { [field]: [message] } });
}
