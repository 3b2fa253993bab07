/**
 * Checking a transaction PIN, for change-pin now and every money-out action later (payouts):
 * `await verifyPin(deps, { userId, sessionId }, pin)` throws when the PIN may not be used.
 *
 * Five wrong PINs in a row lock PIN use until the user signs in again: the fifth sets locked_at,
 * and a session created after locked_at finds the PIN unlocked (its first check clears the count).
 * Each check first claims one of the five tries with a single conditional UPDATE, so concurrent
 * guesses cannot get past five; a right PIN gives the count back to zero.
 */
import { PIN_MAX_ATTEMPTS, PinErrorCode, PinMessages } from '@payrail/contract/pin';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { sessions, transactionPins } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../auth/passwords.ts';

export type PinHolder = { userId: string; sessionId: string };

export const pinLocked = (message: string = PinMessages.locked) =>
  new AppError(PinErrorCode.PIN_LOCKED, 423, message);
export const pinNotSet = () => new AppError(PinErrorCode.PIN_NOT_SET, 409, PinMessages.notSet);

export type PinState = { hasPin: boolean; locked: boolean; attemptsLeft: number };

/** The PIN row as this session sees it; a lock older than the session is cleared on the way. */
export async function pinState(deps: Deps, who: PinHolder): Promise<PinState> {
  const [row] = await deps.db
    .select({ failed: transactionPins.failedAttempts, lockedAt: transactionPins.lockedAt })
    .from(transactionPins)
    .where(eq(transactionPins.userId, who.userId))
    .limit(1);
  if (!row) return { hasPin: false, locked: false, attemptsLeft: PIN_MAX_ATTEMPTS };
  if (row.lockedAt) {
    const [s] = await deps.db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.id, who.sessionId))
      .limit(1);
    if (!s || s.createdAt <= row.lockedAt) return { hasPin: true, locked: true, attemptsLeft: 0 };
    // Signed in again since the lock: PIN use is open again, with five fresh tries.
    await deps.db
      .update(transactionPins)
      .set({ failedAttempts: 0, lockedAt: null })
      .where(and(eq(transactionPins.userId, who.userId), eq(transactionPins.lockedAt, row.lockedAt)));
    return { hasPin: true, locked: false, attemptsLeft: PIN_MAX_ATTEMPTS };
  }
  return { hasPin: true, locked: false, attemptsLeft: Math.max(0, PIN_MAX_ATTEMPTS - row.failed) };
}

/**
 * Throws 409 PIN_NOT_SET, 423 PIN_LOCKED, or 422 INVALID_PIN with the attempts left as the error
 * of `field` (the form field the PIN was typed in); returns when the PIN is right.
 */
export async function verifyPin(deps: Deps, who: PinHolder, pin: string, field = 'pin'): Promise<void> {
  const state = await pinState(deps, who);
  if (!state.hasPin) throw pinNotSet();
  if (state.locked) throw pinLocked();
  const [claimed] = await deps.db
    .update(transactionPins)
    .set({ failedAttempts: sql`${transactionPins.failedAttempts} + 1` })
    .where(
      and(
        eq(transactionPins.userId, who.userId),
        isNull(transactionPins.lockedAt),
        lt(transactionPins.failedAttempts, PIN_MAX_ATTEMPTS),
      ),
    )
    .returning({ failed: transactionPins.failedAttempts, pinHash: transactionPins.pinHash });
  if (!claimed) throw pinLocked();
  if (await verifyPassword(claimed.pinHash, pin)) {
    await deps.db
      .update(transactionPins)
      .set({ failedAttempts: 0 })
      .where(eq(transactionPins.userId, who.userId));
    return;
  }
  if (claimed.failed >= PIN_MAX_ATTEMPTS) {
    await deps.db
      .update(transactionPins)
      .set({ lockedAt: deps.clock.now() })
      .where(and(eq(transactionPins.userId, who.userId), isNull(transactionPins.lockedAt)));
    throw pinLocked(PinMessages.lockedNow);
  }
  const message = PinMessages.wrong(PIN_MAX_ATTEMPTS - claimed.failed);
  throw new AppError(PinErrorCode.INVALID_PIN, 422, message, { errors: { [field]: [message] } });
}
