/**
 * Idempotency records for writes that move money and queued webhook deliveries (in-app
 * notifications are in notifications.ts). All in the database, so every instance sees them.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchants } from './identity.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One per (scope, key): the request's hash, and once done, the answer to replay. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['in_progress', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    answer: jsonb('answer'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * Webhook events to deliver to the merchant's webhook address (modules/webhooks). A row is queued
 * in the transaction of the change it announces; `pending` until a 2xx answer (`delivered`) or the
 * last try (`failed`). Each try is a row of webhook_attempts. `lease_until`: a sender holds the row
 * until then (a crashed sender's row is taken again once it passes).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The transaction the event is about (charge.* events); the transaction page lists them. */
    transactionId: uuid('transaction_id'),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    leaseUntil: ts('lease_until'),
    /** The last attempt's HTTP status (null: none came) and error, for lists. */
    lastResponseStatus: integer('last_response_status'),
    lastError: text('last_error'),
    deliveredAt: ts('delivered_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_merchant_idx').on(t.merchantId, t.createdAt),
    index('webhook_deliveries_transaction_idx')
      .on(t.transactionId, t.createdAt)
      .where(sql`${t.transactionId} is not null`),
  ],
);
