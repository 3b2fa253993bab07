/**
 * Automatic payouts (contract payout-schedule.ts). The setting is one row per merchant; the
 * `payouts-automatic` job runs at 09:00 Africa/Lagos (08:00 UTC: Lagos keeps UTC+1 all year) and,
 * for each merchant due that day, pays the whole available NGN balance less the payout fee to the
 * default settlement account through the same one transaction as a manual payout (`startPayout`),
 * in the name of who set it, with `auto-<day>` as its Idempotency-Key: a run repeated the same day
 * (two instances, a retry) pays once. Nothing is paid without approved KYB, an account past its
 * hold, or a balance at the minimum; such a day is simply skipped.
 */
import { ErrorCode } from '@payrail/contract/errors';
import type { AutomaticPayouts, SaveAutomaticPayouts } from '@payrail/contract/payout-schedule';
import { PAYOUT_MAX, PAYOUT_MIN, payoutFee } from '@payrail/contract/payouts';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { kybProfiles, payoutSchedules } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import type { Ctx } from '#lib/context.ts';
import type { Deps } from '#lib/deps.ts';
import { AppError } from '#lib/errors.ts';
import { merchantBalances } from '#modules/ledger/index.ts';
import { verifyPin } from '#modules/pin/index.ts';
import { defaultAccount } from '#modules/settlement-account/index.ts';
import { startPayout } from './request-payout.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** 09:00 in Lagos is 08:00 UTC. */
const RUN_HOUR_UTC = 8;

/** The Africa/Lagos day ('2026-11-27') and weekday (0 Sunday … 6 Saturday) of an instant. */
export function lagosDay(now: Date): { day: string; weekday: number } {
  const lagos = new Date(now.getTime() + HOUR);
  return { day: lagos.toISOString().slice(0, 10), weekday: lagos.getUTCDay() };
}

const runsOn = (s: { frequency: string; weekday: number | null }, weekday: number) =>
  s.frequency === 'daily' || s.weekday === weekday;

/** The next 09:00 Lagos at which the schedule runs, after `now`. */
function nextRun(s: { frequency: string; weekday: number | null }, now: Date): Date {
  const start = new Date(now);
  start.setUTCHours(RUN_HOUR_UTC, 0, 0, 0);
  for (let i = 0; i < 8; i++) {
    const at = new Date(start.getTime() + i * DAY);
    if (at > now && runsOn(s, lagosDay(at).weekday)) return at;
  }
  return start;
}

type Row = typeof payoutSchedules.$inferSelect;
function view(row: Row | undefined, now: Date): AutomaticPayouts {
  if (!row)
    return { enabled: false, frequency: 'daily', weekday: null, minimum: PAYOUT_MIN, nextRunAt: null };
  return {
    enabled: row.enabled,
    frequency: row.frequency,
    weekday: row.weekday,
    minimum: Number(row.minimum),
    nextRunAt: row.enabled ? nextRun(row, now).toISOString() : null,
  };
}

export async function getAutomaticPayouts({
  deps,
  actor,
}: Pick<Ctx, 'deps' | 'actor'>): Promise<AutomaticPayouts> {
  const [row] = await deps.db
    .select()
    .from(payoutSchedules)
    .where(eq(payoutSchedules.merchantId, actor.merchantId))
    .limit(1);
  return view(row, deps.clock.now());
}

/** PUT payouts/automatic: with the PIN, audited. */
export async function saveAutomaticPayouts(
  ctx: Pick<Ctx, 'deps' | 'actor'>,
  input: SaveAutomaticPayouts,
): Promise<AutomaticPayouts> {
  const { deps, actor } = ctx;
  await verifyPin(ctx, { pin: input.pin });
  const now = deps.clock.now();
  const values = {
    enabled: input.enabled,
    frequency: input.frequency,
    weekday: input.frequency === 'weekly' ? (input.weekday ?? null) : null,
    minimum: BigInt(input.minimum),
    updatedBy: actor.userId,
    updatedAt: now,
  };
  const row = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(payoutSchedules)
      .values({ merchantId: actor.merchantId, ...values })
      .onConflictDoUpdate({ target: payoutSchedules.merchantId, set: values })
      .returning();
    await audit(tx, ctx, {
      action: 'payouts.automatic.set',
      target: actor.merchantId,
      details: {
        enabled: values.enabled,
        frequency: values.frequency,
        weekday: values.weekday,
        minimum: input.minimum,
      },
    });
    return saved!;
  });
  return view(row, now);
}

/**
 * The largest amount whose amount + fee fits in `available`: within each fee tier (₦5,000 and
 * ₦50,000 its bounds, contract payoutFee), the most that tier allows; the best of them.
 */
export function payableOf(available: bigint): bigint | undefined {
  let best: bigint | undefined;
  for (const upper of [500_000n, 5_000_000n, BigInt(PAYOUT_MAX)]) {
    const fee = payoutFee(upper, 'NGN');
    // bigint: no Math.min.
    let amount = available - fee;
    if (amount > upper) amount = upper;
    if (amount > 0n && payoutFee(amount, 'NGN') === fee && (best === undefined || amount > best))
      best = amount;
  }
  return best;
}

export type AutomaticRun = { paid: number; skipped: number };

/** The `payouts-automatic` job: every merchant due today and not yet run today. */
export async function runAutomaticPayouts(
  deps: Pick<Deps, 'db' | 'clock' | 'mailer' | 'log' | 'config'>,
): Promise<AutomaticRun> {
  const now = deps.clock.now();
  const { day, weekday } = lagosDay(now);
  const due = await deps.db
    .select({ s: payoutSchedules, kyb: kybProfiles.status })
    .from(payoutSchedules)
    .leftJoin(kybProfiles, eq(kybProfiles.merchantId, payoutSchedules.merchantId))
    .where(
      and(
        eq(payoutSchedules.enabled, true),
        or(isNull(payoutSchedules.lastRunOn), ne(payoutSchedules.lastRunOn, day)),
      ),
    )
    .limit(1_000);
  const out: AutomaticRun = { paid: 0, skipped: 0 };
  for (const { s, kyb } of due) {
    if (!runsOn(s, weekday)) continue;
    const paid = kyb === 'approved' && (await payOne(deps, s, day, now));
    if (paid) out.paid++;
    else out.skipped++;
    await deps.db
      .update(payoutSchedules)
      .set({ lastRunOn: day })
      .where(eq(payoutSchedules.merchantId, s.merchantId));
  }
  return out;
}

async function payOne(
  deps: Pick<Deps, 'db' | 'clock' | 'mailer' | 'log' | 'config'>,
  s: Row,
  day: string,
  now: Date,
) {
  const account = await defaultAccount(deps.db, s.merchantId, s.currency);
  if (!account || account.payoutsFrom > now) return false;
  const available = (await merchantBalances(deps.db, s.merchantId)).get(s.currency)?.available ?? 0n;
  const amount = available >= s.minimum ? payableOf(available) : undefined;
  if (amount === undefined || amount < BigInt(PAYOUT_MIN)) return false;
  // The job acts for the merchant member who set the schedule (no session, no request).
  const actor = {
    userId: s.updatedBy,
    merchantId: s.merchantId,
    sessionId: '',
    isOwner: false,
    ip: '',
    userAgent: undefined,
    requestId: `automatic-payouts-${day}`,
  };
  try {
    const { replayed } = await startPayout(
      { deps: deps as Deps, actor },
      {
        amount: Number(amount),
        currency: 'NGN',
        account,
        narration: 'Automatic payout',
        idempotencyKey: `auto-${day}`,
      },
    );
    return !replayed;
  } catch (e) {
    // Spent meanwhile (a manual payout raced this one): nothing moved, the day is skipped.
    // Or the day's key already paid a different amount (a run repeated after more money came in).
    if (
      e instanceof AppError &&
      (e.code === ErrorCode.INSUFFICIENT_FUNDS || e.code === ErrorCode.IDEMPOTENCY_KEY_REUSED)
    )
      return false;
    throw e;
  }
}
