/**
 * Money sent back to a customer through the processor's refund hook: a bank transfer that arrived
 * after its account expired, the excess over the amount due, or a short transfer the merchant's
 * wrong-transfer setting refuses, or another transfer to a checkout already finished. One row per
 * transfer (`source_key` is unique, so a repeated notice of the same transfer returns it once); a
 * pg-boss job sends it and retries.
 */
import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants } from './identity.ts';
import { transactions } from './payments.ts';

/**
 * late: to an expired account; excess: over the total, under the 'customer' rule; short: refused
 * under it; unexpected: another transfer to a checkout already paid or failed; merchant_refund: the
 * merchant refunded (part of) a payment from its transaction page, from its own balance.
 */
export const REFUND_REASONS = [
  'late_transfer',
  'excess_transfer',
  'short_transfer',
  'unexpected_transfer',
  'merchant_refund',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `RFD_` + 16 characters: the ledger entries' reference and the processor's idempotency key. */
    reference: text('reference').notNull().unique(),
    /** What is being returned (`transfer:<acquirer's transfer id>`): unique, so it is returned once. */
    sourceKey: text('source_key').notNull().unique(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    processorRef: text('processor_ref'),
    /** A merchant refund: the merchant's reason, who asked, and its request's hash (Idempotency-Key). */
    note: text('note'),
    requestedBy: uuid('requested_by'),
    requestHash: text('request_hash'),
    refundedAt: ts('refunded_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('refunds_status_created_idx').on(t.status, t.createdAt),
    index('refunds_transaction_idx').on(t.transactionId),
  ],
);
