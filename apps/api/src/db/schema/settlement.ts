/**
 * Settlement: when a payment's net moves from the merchant's pending balance to available
 * (docs/SETTLEMENT.md). A payment is due on the Nth business day (Africa/Lagos) after the day it
 * was paid: N is the merchant's delay (`settlement_delays`, default 1), and business days skip
 * weekends and the days in `public_holidays`.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants } from './identity.ts';
import { journalEntries } from './ledger.ts';

/** Nigerian public holidays (one row per day off); the operator CLI adds movable ones. */
export const publicHolidays = pgTable('public_holidays', {
  /** The Africa/Lagos calendar day. */
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A merchant's own settlement delay in business days, where the provider agreed one. */
export const settlementDelays = pgTable(
  'settlement_delays',
  {
    merchantId: uuid('merchant_id')
      .primaryKey()
      .references(() => merchants.id),
    days: smallint('days').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [check('settlement_delays_days_range', sql`${t.days} between 0 and 30`)],
);

/**
 * One row per payment entry (written by a trigger on journal_entries, migration 0035, so no
 * payment path can forget it): what the settlement run still has to move. `taken` is what
 * refunds or chargebacks took from pending for this payment before it settled; `held` keeps a
 * disputed payment in pending until the dispute ends. The run sets `settled_at` in the
 * transaction that posts the 'settlement' entry.
 */
export const paymentSettlements = pgTable(
  'payment_settlements',
  {
    entryId: uuid('entry_id')
      .primaryKey()
      .references(() => journalEntries.id),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The payment's reference (PRL_…), also the settlement entry's. */
    reference: text('reference').notNull().unique(),
    paidAt: ts('paid_at').notNull(),
    taken: bigint('taken', { mode: 'bigint' }).notNull().default(sql`0`),
    held: boolean('held').notNull().default(false),
    settledAt: ts('settled_at'),
    settledAmount: bigint('settled_amount', { mode: 'bigint' }),
  },
  (t) => [
    check('payment_settlements_taken_nonnegative', sql`${t.taken} >= 0`),
    // The run's and the balance card's reads: only what is still to settle is indexed.
    index('payment_settlements_unsettled_idx').on(t.merchantId, t.paidAt).where(sql`${t.settledAt} is null`),
  ],
);
