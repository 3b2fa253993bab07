/**
 * Each payment link's funnel totals, kept by database triggers (migration 0015) as transactions
 * are created and change status, and as page views are recorded: checkouts started, paid and
 * failed, with their amounts, and views. Spread over a few rows per link (a random shard each
 * time), so a busy link's payments do not queue on one row; a link's totals are the sum of its
 * rows. The merchant's list and link pages read these instead of counting a million transactions.
 */
import { sql } from 'drizzle-orm';
import { bigint, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { paymentLinks } from './payment-links.ts';

const total = (name: string) => bigint(name, { mode: 'bigint' }).notNull().default(sql`0`);

export const paymentLinkStats = pgTable(
  'payment_link_stats',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => paymentLinks.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull(),
    views: total('views'),
    started: total('started'),
    startedAmount: total('started_amount'),
    paid: total('paid'),
    paidAmount: total('paid_amount'),
    failed: total('failed'),
    failedAmount: total('failed_amount'),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.shard] })],
);
