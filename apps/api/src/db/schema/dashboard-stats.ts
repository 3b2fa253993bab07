/**
 * The dashboard home's rollups, kept by database triggers (migration 0026) in the statement that
 * changes a transaction or a customer, as the payment link totals are (payment-link-stats.ts): the
 * home's stats read at most a few hundred rows, never the transactions themselves. Each is spread
 * over a few rows per key (a random shard each time) so that a busy merchant's payments do not
 * queue on one row; a key's figures are the sum of its rows.
 *
 * Days and months are Africa/Lagos calendar days (UTC+1 all year: Nigeria keeps no daylight time).
 */
import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { merchants } from './identity.ts';

const total = (name: string) => bigint(name, { mode: 'bigint' }).notNull().default(sql`0`);

/**
 * Per merchant, currency, day and channel: payments received (success or underpaid, on the day they
 * were paid) with the amount kept, fees and net; how many of those were underpaid (migration 0064:
 * the transactions list bounds a count of `success` by `paid - underpaid`); and checkouts that
 * failed (on the day they began). Once a day is two days old its shards are folded into one row,
 * FOLDED_SHARD (dashboard/day-stats-fold.ts): a year's stats then read a row a day and channel.
 */
export const merchantDayStats = pgTable(
  'merchant_day_stats',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    currency: text('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    shard: smallint('shard').notNull(),
    paid: total('paid'),
    volume: total('volume'),
    fees: total('fees'),
    net: total('net'),
    failed: total('failed'),
    underpaid: total('underpaid'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.currency, t.day, t.channel, t.shard] }),
    // The rows the fold (dashboard/day-stats-fold.ts) has still to fold: the triggers' shards.
    index('merchant_day_stats_unfolded_idx').on(t.day).where(sql`${t.shard} >= 0`),
  ],
);

/** The shard an old day's rows are folded into: one the triggers never write (theirs are 0 to 7). */
export const FOLDED_SHARD = -1;

/**
 * Per merchant and month (its first day): customers whose first payment was that month, and
 * customers from earlier months who paid in it (each counted once a month).
 */
export const merchantCustomerMonths = pgTable(
  'merchant_customer_months',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    month: date('month', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    newCustomers: total('new_customers'),
    returningCustomers: total('returning_customers'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.month, t.shard] })],
);
