/**
 * Fixed-window rate limits kept in the database, so they hold across instances and restarts.
 * One atomic upsert per check: the window restarts when it has passed, otherwise the count grows.
 */
import { ErrorCode, Messages } from '@payrail/contract/errors';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rateLimits } from '#db/schema/index.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';
import { namedRows } from './prepared.ts';
import { col, cols } from './sql-names.ts';

export type Limit = { name: string; max: number; windowMs: number };

/** The limits of the sign-in area. Per account and per IP (sign-in per account: auth/login-guard.ts). */
export const Limits = {
  loginIp: { name: 'login:ip', max: 100, windowMs: 15 * 60_000 },
  twoFactorSubmitIp: { name: '2fa-submit:ip', max: 30, windowMs: 15 * 60_000 },
  twoFactorSubmitAccount: { name: '2fa-submit:account', max: 10, windowMs: 15 * 60_000 },
  /** Codes sent to decoy challenges (auth/login-guard.ts): counted apart, so a stranger's never stop the owner's. */
  twoFactorSubmitDecoy: { name: '2fa-submit:decoy', max: 10, windowMs: 15 * 60_000 },
  twoFactorResend: { name: '2fa-resend:challenge', max: 3, windowMs: 10 * 60_000 },
  twoFactorResendIp: { name: '2fa-resend:ip', max: 20, windowMs: 15 * 60_000 },
  forgetPasswordAccount: { name: 'forget:account', max: 3, windowMs: 60 * 60_000 },
  forgetPasswordIp: { name: 'forget:ip', max: 20, windowMs: 60 * 60_000 },
  resendVerificationAccount: { name: 'resend-verify:account', max: 3, windowMs: 60 * 60_000 },
  resendVerificationIp: { name: 'resend-verify:ip', max: 20, windowMs: 60 * 60_000 },
  registerIp: { name: 'register:ip', max: 20, windowMs: 60 * 60_000 },
  passwordResetIp: { name: 'password-reset:ip', max: 20, windowMs: 15 * 60_000 },
  passwordResetAccount: { name: 'password-reset:account', max: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

export async function hit(db: Db, clock: Clock, limit: Limit, subject: string): Promise<void> {
  const now = clock.now();
  // A named statement: PostgreSQL parses and plans it once per connection.
  const [row] = await namedRows<{ count: number; window_start: string | Date }>(
    db,
    sql`with ${rateLimitCte(limit, subject, now)} select count, window_start from rl`,
  );
  refuseIfOver(limit, { count: Number(row!.count), windowStart: new Date(row!.window_start) }, now);
}

/**
 * The 429 of a subject already over `limit` in the current window, without counting a hit: for a
 * limit counted on failures only (the public API's failed keys per IP), checked before each try.
 */
export async function refuseIfLimited(db: Db, clock: Clock, limit: Limit, subject: string): Promise<void> {
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, `${limit.name}:${subject}`))
    .limit(1);
  const now = clock.now();
  if (!row || new Date(row.windowStart).getTime() <= now.getTime() - limit.windowMs) return;
  refuseIfOver(limit, { count: Number(row.count), windowStart: new Date(row.windowStart) }, now);
}

/** The 429 (with Retry-After) when a counted hit went over the limit. */
export function refuseIfOver(limit: Limit, row: { count: number; windowStart: Date }, now: Date): void {
  if (row.count <= limit.max) return;
  const resetAt = row.windowStart.getTime() + limit.windowMs;
  const retryAfter = Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
  throw new AppError(ErrorCode.RATE_LIMITED, Messages.rateLimited, {
    headers: { 'Retry-After': String(retryAfter) },
  });
}

/**
 * The same hit as a CTE named `rl` (returning count and window_start), for a statement that counts
 * the request and does its work in one round trip; gate the work on `(select count from rl) <= max`.
 */
export function rateLimitCte(limit: Limit, subject: string, now: Date): SQL {
  const at = now.toISOString();
  const floor = new Date(now.getTime() - limit.windowMs).toISOString();
  const { key, windowStart, count } = rateLimits;
  return sql`rl as (
    insert into ${rateLimits} (${cols(key, windowStart, count)}) values (${`${limit.name}:${subject}`}, ${at}::timestamptz, 1)
    on conflict (${col(key)}) do update set
      ${col(count)} = case when ${windowStart} <= ${floor}::timestamptz then 1 else ${count} + 1 end,
      ${col(windowStart)} = case when ${windowStart} <= ${floor}::timestamptz then excluded.${col(windowStart)} else ${windowStart} end
    returning ${col(count)}, ${col(windowStart)})`;
}

/** Clears a subject's counter, e.g. the per-account login count after a successful sign-in. */
export async function reset(db: Db, limit: Limit, subject: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${`${limit.name}:${subject}`}`);
}
