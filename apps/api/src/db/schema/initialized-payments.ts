/**
 * Payments initialized through the public API (POST /api/paystack/transaction/initialize): the
 * merchant's reference (unique per merchant) and metadata, and the unguessable access code of its
 * pay page (`/checkout/<access_code>`). Each is paid through its own payment link (fixed amount, one
 * use, hidden from the dashboard's link list), so the checkout flow is the links' own; the
 * transactions of that link are this payment's attempts, and its status is read from them.
 */
import { bigint, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants } from './identity.ts';
import { paymentLinks } from './payment-links.ts';

export const initializedPayments = pgTable(
  'initialized_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The mode of the key that initialized it (Paystack's `domain`). */
    mode: text('mode', { enum: ['test', 'live'] }).notNull(),
    reference: text('reference').notNull(),
    /** 32 random bytes, base64url: the pay page's address. */
    accessCode: text('access_code').notNull().unique(),
    linkId: uuid('link_id')
      .notNull()
      .unique()
      .references(() => paymentLinks.id),
    email: text('email').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    callbackUrl: text('callback_url'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('initialized_payments_merchant_reference_key').on(t.merchantId, t.reference),
    index('initialized_payments_merchant_created_idx').on(t.merchantId, t.createdAt),
  ],
);
