/**
 * Chargebacks (disputes a customer's bank raised against a payment) and the evidence a merchant
 * sends when declining one. The disputed amount is held in the ledger from the moment the dispute
 * is raised (modules/chargebacks); the row's status moves once per step, guarded by a row lock:
 *
 *   open ──accept / deadline──▶ accepted (the hold goes to the customer)
 *   open ──decline──▶ declined (under review) ──operator──▶ won (hold back to available) | lost
 *
 * One chargeback per payment: the unique index makes raising twice impossible.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants, users } from './identity.ts';
import { transactions } from './payments.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
  fromDriver: (v) => new Uint8Array(v.buffer, v.byteOffset, v.byteLength),
  toDriver: (v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength),
});

export const CHARGEBACK_STATUSES = ['open', 'accepted', 'declined', 'won', 'lost'] as const;
export type ChargebackStatus = (typeof CHARGEBACK_STATUSES)[number];

export const chargebacks = pgTable(
  'chargebacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `CB_` + 16 characters: the reference of the chargeback's ledger entries. */
    reference: text('reference').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    currency: text('currency').notNull(),
    /** The disputed amount (minor units): more than zero, at most what the payment kept. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Of the hold, what came from the payment's unsettled part (merchant_pending); the rest from available. */
    heldFromPending: bigint('held_from_pending', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The customer's bank's reason (e.g. "Goods not received"). */
    reason: text('reason').notNull(),
    status: text('status', { enum: CHARGEBACK_STATUSES }).notNull().default('open'),
    dueAt: ts('due_at').notNull(),
    /** The merchant's answer when declining. */
    declineReason: text('decline_reason'),
    answeredBy: uuid('answered_by').references(() => users.id),
    answeredAt: ts('answered_at'),
    /** Accepted by the deadline job, not by a person. */
    autoAccepted: boolean('auto_accepted').notNull().default(false),
    resolvedAt: ts('resolved_at'),
    remindedAt: ts('reminded_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('chargebacks_transaction_key').on(t.transactionId),
    index('chargebacks_merchant_created_idx').on(t.merchantId, t.createdAt, t.id),
    // The deadline job's read: only open disputes are indexed.
    index('chargebacks_open_due_idx').on(t.dueAt).where(sql`${t.status} = 'open'`),
    check('chargebacks_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Files sent with a decline: PDF, PNG or JPEG, checked from their bytes, kept in the database. */
export const chargebackEvidence = pgTable(
  'chargeback_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chargebackId: uuid('chargeback_id')
      .notNull()
      .references(() => chargebacks.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: ts('uploaded_at').notNull(),
  },
  (t) => [index('chargeback_evidence_chargeback_idx').on(t.chargebackId)],
);
