/**
 * When a failed delivery is tried again: exponential backoff with jitter, over about three days.
 * The n-th retry waits 30 s × 3^(n−1), at most 12 hours, each ±20 % at random (so a receiver that
 * comes back is not hit by every merchant's queue at the same second). 13 tries in all: the last
 * one comes about 69 hours (55–83 with the jitter) after the first; after it the delivery is `failed` (a merchant can
 * still resend it from the transaction's page).
 */
export const WEBHOOK_MAX_ATTEMPTS = 13;
const BASE_MS = 30_000;
const CAP_MS = 12 * 60 * 60_000;
export const JITTER = 0.2;

/** The wait before the try after `attempt` (1 = after the first try failed), without jitter. */
export const nominalDelayMs = (attempt: number): number => Math.min(BASE_MS * 3 ** (attempt - 1), CAP_MS);

/** The same with jitter; `random` in [0, 1). */
export const retryDelayMs = (attempt: number, random: number = Math.random()): number =>
  Math.round(nominalDelayMs(attempt) * (1 - JITTER + 2 * JITTER * random));
