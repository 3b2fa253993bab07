/**
 * In-app notifications and who has read them. A notification with no user is for every member of
 * the merchant, so whether it was read is per user: a row in `notification_reads` each.
 * A notification about one sub-account carries its id; members limited to sub-accounts see only
 * those and the merchant-wide ones. A payment notice carries its transaction's id, so the screens
 * show the payment as it is now (its answers, what arrived of what was due).
 */
import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { exports } from './exports.ts';
import { merchants, users } from './identity.ts';
import { transactions } from './payments.ts';
import { subAccounts } from './team.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Null: every member of the merchant. */
    userId: uuid('user_id').references(() => users.id),
    /** Null: about the whole merchant. */
    subAccountId: uuid('sub_account_id').references(() => subAccounts.id),
    /** The payment it is about; null for other kinds (and payment notices written before 0025). */
    transactionId: uuid('transaction_id').references(() => transactions.id),
    /** The prepared export it announces (export.ready), downloaded from the notification. */
    exportId: uuid('export_id').references(() => exports.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('notifications_merchant_created_idx').on(t.merchantId, t.createdAt)],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    readAt: ts('read_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index('notification_reads_user_idx').on(t.userId),
  ],
);
