/**
 * Support tickets and their threads (modules/support). A ticket belongs to the merchant and is
 * filed by one of its users; its uuid goes in URLs, its short code (SUP-7K3Q9X, random, unique)
 * in emails and the operator CLI. Status: open → answered → closed (docs/SUPPORT.md).
 */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants, users } from './identity.ts';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    filedBy: uuid('filed_by')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    /** The payment it is about (PRL_…), checked to be the merchant's when filed. */
    transactionReference: text('transaction_reference'),
    createdAt: ts('created_at').notNull(),
    /** The last message's time. */
    updatedAt: ts('updated_at').notNull(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    index('support_tickets_merchant_created_idx').on(t.merchantId, t.createdAt, t.id),
    index('support_tickets_status_idx').on(t.status, t.updatedAt),
  ],
);

export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['merchant', 'support'] }).notNull(),
    /** The member who wrote it; null for support's staff. */
    authorUserId: uuid('author_user_id').references(() => users.id),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('support_ticket_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);
