/** Cross-cutting tables: rate-limit counters and the dev mailbox. */
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/** Fixed-window counters, kept in the database so every instance sees the same count. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Every email sent while no SMTP server is configured; read at GET /api/dev/mailbox. */
export const mailMessages = pgTable('mail_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
