/**
 * Sign-in limits that a stranger cannot turn against the owner (issue 10, item 9).
 *
 * - Wrong passwords count per account and *source*: the client address, or, when the browser sends
 *   the device token of an earlier successful sign-in to this account, that device. Ten in 15
 *   minutes stop that source only (429), so a stranger's guesses from address A never stop the
 *   owner signing in from B. A success clears its source's count.
 * - Every attempt from an unknown device also counts towards the account's ceiling (30 in 15
 *   minutes, never cleared by a success). Past it, a known device still signs in as usual; any other
 *   attempt is answered with an emailed-code challenge whatever the password: a real one (the code
 *   is emailed) when the password was right, a decoy (no code sent, none accepted) when it was
 *   wrong, or when the address has no account. The owner gets in through their mailbox; a guesser
 *   learns nothing about the password, nor whether the address has an account.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { knownDevices, users } from '#db/schema/index.ts';
import { hashToken, newToken } from '#lib/crypto.ts';
import type { Deps } from '#lib/deps.ts';
import { AppError } from '#lib/errors.ts';
import { hit, type Limit } from '#lib/rate-limit.ts';

export const LOGIN_SOURCE: Limit = { name: 'login:source', max: 10, windowMs: 15 * 60_000 };
/**
 * Three addresses' worth of wrong passwords: high enough that one stranger never moves the owner
 * off the plain sign-in, low enough to bound guessing from many addresses (2,880 a day at most).
 */
export const LOGIN_CEILING: Limit = { name: 'login:ceiling', max: 30, windowMs: 15 * 60_000 };
/** Devices remembered per user; signing in on one more forgets the longest unused. */
const DEVICES_PER_USER = 20;

export type Device = { id: string; token: string };

/** The device behind `token` when it belongs to the account of `email`; undefined otherwise. */
export async function knownDevice(deps: Deps, email: string, token: string | undefined) {
  if (!token) return undefined;
  const [row] = await deps.db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(
      and(eq(knownDevices.tokenHash, hashToken(token)), sql`lower(${users.email}) = ${email.toLowerCase()}`),
    )
    .limit(1);
  return row ? { id: row.id, token } : undefined;
}

/** The per-source subject: the device when known, else the client address. */
export const sourceOf = (email: string, ip: string, device: Device | undefined) =>
  `${email.toLowerCase()}|${device ? `device:${device.id}` : `ip:${ip}`}`;

/** Counts an attempt towards the account's ceiling; false once it is past. */
export async function underCeiling(deps: Deps, email: string): Promise<boolean> {
  try {
    await hit(deps.db, deps.clock, LOGIN_CEILING, email.toLowerCase());
    return true;
  } catch (e) {
    if (e instanceof AppError && e.status === 429) return false;
    throw e;
  }
}

/** After a successful sign-in: the device's token, the one it sent when known, else a new one. */
export async function rememberDevice(
  deps: Deps,
  userId: string,
  device: Device | undefined,
): Promise<string> {
  const now = deps.clock.now();
  if (device) {
    await deps.db.update(knownDevices).set({ lastUsedAt: now }).where(eq(knownDevices.id, device.id));
    return device.token;
  }
  const token = newToken();
  await deps.db
    .insert(knownDevices)
    .values({ userId, tokenHash: hashToken(token), createdAt: now, lastUsedAt: now });
  const [keep] = await deps.db
    .select({ lastUsedAt: knownDevices.lastUsedAt })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(sql`${knownDevices.lastUsedAt} desc`)
    .offset(DEVICES_PER_USER - 1)
    .limit(1);
  if (keep)
    await deps.db
      .delete(knownDevices)
      .where(and(eq(knownDevices.userId, userId), lt(knownDevices.lastUsedAt, keep.lastUsedAt)));
  return token;
}
