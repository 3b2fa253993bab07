/**
 * When a merchant's pending money settles: the merchant's delay (business days, default T+1) and
 * what is due next in one currency, for the balance card. The run (settlement-run.ts) uses the same
 * rules, so the card never promises a time the run does not keep.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { ledgerAccounts, paymentSettlements, postings, settlementDelays } from '#db/schema/index.ts';
import { dueDay, lagosDay, startOfLagosDay } from './business-days.ts';
import { holidaySet } from './holidays.ts';

/** T+1: a payment settles on the first business day after the day it was paid. */
export const DEFAULT_SETTLEMENT_DELAY_DAYS = 1;
export const MAX_SETTLEMENT_DELAY_DAYS = 30;

export async function settlementDelay(db: Db | Tx, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ days: settlementDelays.days })
    .from(settlementDelays)
    .where(eq(settlementDelays.merchantId, merchantId));
  return row?.days ?? DEFAULT_SETTLEMENT_DELAY_DAYS;
}

/** Sets the merchant's delay; null goes back to the default. */
export async function setSettlementDelay(db: Db, merchantId: string, days: number | null, now: Date) {
  if (days === null) {
    await db.delete(settlementDelays).where(eq(settlementDelays.merchantId, merchantId));
    return;
  }
  if (!Number.isInteger(days) || days < 0 || days > MAX_SETTLEMENT_DELAY_DAYS)
    throw new RangeError(`a delay is 0 to ${MAX_SETTLEMENT_DELAY_DAYS} business days`);
  await db
    .insert(settlementDelays)
    .values({ merchantId, days, updatedAt: now })
    .onConflictDoUpdate({ target: settlementDelays.merchantId, set: { days, updatedAt: now } });
}

/** The merchant's pending payments in one currency not yet settled, summed per Lagos paid day. */
async function unsettledByDay(db: Db, merchantId: string, currency: string) {
  const day = sql<string>`to_char(${paymentSettlements.paidAt} at time zone 'Africa/Lagos', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      amount: sql<string>`sum(${postings.amount} - ${paymentSettlements.taken})::text`,
    })
    .from(paymentSettlements)
    .innerJoin(postings, eq(postings.entryId, paymentSettlements.entryId))
    .innerJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.id, postings.accountId),
        eq(ledgerAccounts.kind, 'merchant_pending'),
        eq(ledgerAccounts.merchantId, merchantId),
        eq(ledgerAccounts.currency, currency),
      ),
    )
    .where(
      and(
        eq(paymentSettlements.merchantId, merchantId),
        isNull(paymentSettlements.settledAt),
        eq(paymentSettlements.held, false),
      ),
    )
    .groupBy(day)
    .orderBy(day);
}

/**
 * What settles next: the amount of the earliest due day and when. A day already due (the run has
 * not passed yet) is reported at `now`: it settles at the next run, within a quarter of an hour.
 */
export async function nextSettlement(
  db: Db,
  now: Date,
  merchantId: string,
  currency: string,
): Promise<{ amount: bigint; at: Date } | null> {
  const rows = await unsettledByDay(db, merchantId, currency);
  if (!rows.length) return null;
  const [delay, holidays] = await Promise.all([settlementDelay(db, merchantId), holidaySet(db)]);
  const today = lagosDay(now);
  let first: string | null = null;
  let amount = 0n;
  for (const r of rows) {
    const due = dueDay(r.day, delay, holidays);
    // Days written YYYY-MM-DD compare as strings; a day already due settles at the next run.
    const when = [due, today].sort()[1]!;
    if (first === null) first = when;
    if (when !== first) break;
    amount += BigInt(r.amount);
  }
  if (first === null || amount <= 0n) return null;
  return { amount, at: first === today ? now : startOfLagosDay(first) };
}
