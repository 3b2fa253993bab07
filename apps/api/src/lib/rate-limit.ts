/**
 * Fixed-window rate limits kept in the database, so they hold across instances and restarts.
 * One atomic upsert per check: the window restarts when it has passed, otherwise the count grows.
 */
import { ErrorCode, Messages } from '@payrail/contract/errors';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';

export type Limit = { name: string; max: number; windowMs: number };

/** The limits of the sign-in area. Per account and per IP, as the issue asks. */
export const Limits = {
  loginAccount: { name: 'login:account', max: 10, windowMs: 15 * 60_000 },
  loginIp: { name: 'login:ip', max: 100, windowMs: 15 * 60_000 },
  twoFactorSubmitIp: { name: '2fa-submit:ip', max: 30, windowMs: 15 * 60_000 },
  twoFactorSubmitAccount: { name: '2fa-submit:account', max: 10, windowMs: 15 * 60_000 },
  twoFactorResend: { name: '2fa-resend:challenge', max: 3, windowMs: 10 * 60_000 },
  twoFactorResendIp: { name: '2fa-resend:ip', max: 20, windowMs: 15 * 60_000 },
  forgetPasswordAccount: { name: 'forget:account', max: 3, windowMs: 60 * 60_000 },
  forgetPasswordIp: { name: 'forget:ip', max: 20, windowMs: 60 * 60_000 },
  resendVerificationAccount: { name: 'resend-verify:account', max: 3, windowMs: 60 * 60_000 },
  resendVerificationIp: { name: 'resend-verify:ip', max: 20, windowMs: 60 * 60_000 },
  registerIp: { name: 'register:ip', max: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

export async function hit(db: Db, clock: Clock, limit: Limit, subject: string): Promise<void> {
  const now = clock.now();
  const windowFloor = new Date(now.getTime() - limit.windowMs);
  const key = `${limit.name}:${subject}`;
  const rows = await rawRows<{ count: number; window_start: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${now.toISOString()}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowFloor.toISOString()} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowFloor.toISOString()} then ${now.toISOString()}::timestamptz else rate_limits.window_start end
    returning count, window_start`,
  );
  const row = rows[0]!;
  if (row.count > limit.max) {
    const resetAt = new Date(row.window_start).getTime() + limit.windowMs;
    const retryAfter = Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
    throw new AppError(ErrorCode.RATE_LIMITED, 429, Messages.rateLimited, {
      headers: { 'Retry-After': String(retryAfter) },
    });
  }
}

/** Clears a subject's counter, e.g. the per-account login count after a successful sign-in. */
export async function reset(db: Db, limit: Limit, subject: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${`${limit.name}:${subject}`}`);
}
