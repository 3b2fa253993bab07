/**
 * Idempotency records for writes that move money and queued webhook deliveries (in-app
 * notifications are in notifications.ts). All in the database, so every instance sees them.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { merchants, users } from './identity.ts';
import { subAccounts } from './team.ts';

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
 *
 * A resend or a replay copies a delivery into a new row: `source_delivery_id` names the first
 * delivery of that event (never a copy), `replay_id` the bulk replay that made it. `sub_account_id`
 * is the sub-account the event is about (its payment's, or its payout's), so a member limited to
 * sub-accounts replays only theirs.
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
    subAccountId: uuid('sub_account_id').references(() => subAccounts.id),
    sourceDeliveryId: uuid('source_delivery_id').references((): AnyPgColumn => webhookDeliveries.id),
    replayId: uuid('replay_id').references((): AnyPgColumn => webhookReplays.id),
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
    // The replay's selection: first deliveries of one merchant, by event and time.
    index('webhook_deliveries_replay_select_idx')
      .on(t.merchantId, t.event, t.createdAt)
      .where(sql`${t.sourceDeliveryId} is null`),
    index('webhook_deliveries_source_idx')
      .on(t.sourceDeliveryId, t.createdAt)
      .where(sql`${t.sourceDeliveryId} is not null`),
    index('webhook_deliveries_replay_idx').on(t.replayId).where(sql`${t.replayId} is not null`),
  ],
);

/**
 * A bulk replay (modules/webhooks/replay.ts): what was asked (window, events, only failed), by
 * whom and in which scope (the sub-accounts a limited member had), what the request counted, and
 * how far the batches have got (`cursor_at`, `cursor_id`: the last delivery copied, in
 * (created_at, id) order; `queued`: how many so far). `idempotency_key` is unique per merchant, so
 * a double click replays once.
 */
export const webhookReplays = pgTable(
  'webhook_replays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    fromAt: ts('from_at').notNull(),
    toAt: ts('to_at').notNull(),
    events: text('events').array().notNull(),
    onlyFailed: boolean('only_failed').notNull(),
    /** The sub-accounts the requester was limited to; null: the whole merchant. */
    subAccountIds: uuid('sub_account_ids').array(),
    url: text('url').notNull(),
    status: text('status', { enum: ['queuing', 'queued'] })
      .notNull()
      .default('queuing'),
    total: integer('total').notNull(),
    /** What the request counted per event (answered again to a repeated Idempotency-Key). */
    counts: jsonb('counts').$type<{ event: string; count: number }[]>().notNull(),
    queued: integer('queued').notNull().default(0),
    cursorAt: ts('cursor_at'),
    cursorId: uuid('cursor_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('webhook_replays_key_idx').on(t.merchantId, t.idempotencyKey),
    index('webhook_replays_merchant_idx').on(t.merchantId, t.createdAt),
    index('webhook_replays_queuing_idx').on(t.createdAt).where(sql`${t.status} = 'queuing'`),
  ],
);
