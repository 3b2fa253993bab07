/**
 * Webhooks to merchants: where they go and how they are signed (api_configurations), and each try
 * to deliver one (webhook_attempts; the deliveries themselves are in platform-events.ts).
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchants } from './identity.ts';
import { webhookDeliveries } from './platform-events.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One per merchant: the webhook and callback addresses, and the sealed signing secret. */
export const apiConfigurations = pgTable('api_configurations', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  webhookUrl: text('webhook_url'),
  callbackUrl: text('callback_url'),
  /** `whsec_…`, sealed with SECRETS_KEY (lib/secret-box.ts). */
  webhookSecret: text('webhook_secret'),
  updatedAt: ts('updated_at').notNull(),
});

/** One try to deliver a webhook: where, when, how long, and what came back. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    /** 1 for the first try. */
    attempt: integer('attempt').notNull(),
    url: text('url').notNull(),
    outcome: text('outcome', { enum: ['delivered', 'failed'] }).notNull(),
    /** The receiver's status; null when no answer came (refused address, timeout, network). */
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    startedAt: ts('started_at').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
