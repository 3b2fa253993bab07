/**
 * Money out: the bank accounts a merchant is paid to (settlement accounts) and the payouts sent
 * to them. Ledger entries carry a payout's reference (`PO_…`), so a payout is debited, paid or
 * reversed once whatever retries happen.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants, users } from './identity.ts';

/**
 * A bank account money is paid out to. One default per currency (a partial unique index); adding
 * an account makes it the default, and payouts to it wait until `payoutsFrom` (24 hours after it
 * was added: a stolen session cannot add an account and empty the balance into it at once).
 */
export const settlementAccounts = pgTable(
  'settlement_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    currency: text('currency').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The name the bank gave (name enquiry through the processor), as the merchant confirmed it. */
    accountName: text('account_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    addedBy: uuid('added_by')
      .notNull()
      .references(() => users.id),
    payoutsFrom: ts('payouts_from').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    unique('settlement_accounts_merchant_account_key').on(
      t.merchantId,
      t.currency,
      t.bankCode,
      t.accountNumber,
    ),
    uniqueIndex('settlement_accounts_one_default').on(t.merchantId, t.currency).where(sql`${t.isDefault}`),
  ],
);

/** 'awaiting_approval': above the merchant's approval limit, its money held in flight until a second member approves or rejects it. */
export const PAYOUT_STATUSES = ['awaiting_approval', 'processing', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `PO_` + 16 characters: the ledger entries' reference and the processor's idempotency key. */
    reference: text('reference').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    /** The request's Idempotency-Key: the same key never makes a second payout (unique per merchant). */
    idempotencyKey: text('idempotency_key'),
    /** A hash of the request body, so the same key with another body is refused. */
    requestHash: text('request_hash'),
    currency: text('currency').notNull(),
    /** What reaches the bank account (minor units). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The payout fee, debited from the balance with the amount. */
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('processing'),
    settlementAccountId: uuid('settlement_account_id')
      .notNull()
      .references(() => settlementAccounts.id),
    /** The destination as it was when requested (the account may change later). */
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    narration: text('narration'),
    attempts: integer('attempts').notNull().default(0),
    processorRef: text('processor_ref'),
    failureReason: text('failure_reason'),
    sentAt: ts('sent_at'),
    paidAt: ts('paid_at'),
    failedAt: ts('failed_at'),
    /** Two-person approval: who approved or rejected a payout that waited, and when. */
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: ts('approved_at'),
    rejectedBy: uuid('rejected_by').references(() => users.id),
    rejectedAt: ts('rejected_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('payouts_merchant_idempotency_key').on(t.merchantId, t.idempotencyKey),
    index('payouts_merchant_created_idx').on(t.merchantId, t.createdAt),
    index('payouts_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Automatic payouts (beyond the spec, as the anchors offer): once a day or once a week, the whole
 * available balance (less the payout fee) is paid to the default account when it reaches `minimum`.
 * `lastRunOn` (an Africa/Lagos day) keeps a day's run to one payout, with the payout's
 * Idempotency-Key (`auto-<day>`) as the second guard.
 */
export const payoutSchedules = pgTable('payout_schedules', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  currency: text('currency').notNull().default('NGN'),
  enabled: boolean('enabled').notNull().default(false),
  frequency: text('frequency', { enum: ['daily', 'weekly'] })
    .notNull()
    .default('daily'),
  /** Weekly: 1 (Monday) to 5 (Friday), Africa/Lagos. */
  weekday: integer('weekday'),
  minimum: bigint('minimum', { mode: 'bigint' }).notNull(),
  /** Who set it: the payouts are requested in their name. */
  updatedBy: uuid('updated_by')
    .notNull()
    .references(() => users.id),
  lastRunOn: text('last_run_on'),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * Two-person approval (issue 14): a payout whose amount is above `limit` waits for a second member
 * to approve it. No row, or a null limit, is off.
 */
export const payoutApprovalLimits = pgTable('payout_approval_limits', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  /** Minor units (kobo); null: off. */
  limit: bigint('limit', { mode: 'bigint' }),
  updatedBy: uuid('updated_by')
    .notNull()
    .references(() => users.id),
  updatedAt: ts('updated_at').notNull(),
});
