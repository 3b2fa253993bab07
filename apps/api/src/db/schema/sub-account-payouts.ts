/**
 * Sub-account settlement payouts (issue 15, modules/sub-account-payouts): once a day a
 * sub-account's available NGN balance, less the payout fee, is paid to its own settlement account.
 * Each row has its ledger entries (reference = the row's): 'sub_account_payout' when it starts,
 * then 'sub_account_payout_paid' or 'sub_account_payout_reversal'.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants } from './identity.ts';
import { subAccounts } from './team.ts';

export const SUB_ACCOUNT_PAYOUT_STATUSES = ['processing', 'paid', 'failed'] as const;

export const subAccountPayouts = pgTable(
  'sub_account_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `SAP_` + 16 characters: the ledger entries' reference and the processor's idempotency key. */
    reference: text('reference').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    subAccountId: uuid('sub_account_id')
      .notNull()
      .references(() => subAccounts.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: SUB_ACCOUNT_PAYOUT_STATUSES }).notNull(),
    /** The Africa/Lagos day of the run that made it: a day's run pays a sub-account at most once. */
    runDay: text('run_day').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    processorRef: text('processor_ref'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    paidAt: ts('paid_at'),
  },
  (t) => [
    uniqueIndex('sub_account_payouts_day_key').on(t.subAccountId, t.currency, t.runDay),
    index('sub_account_payouts_processing_idx').on(t.createdAt).where(sql`${t.status} = 'processing'`),
    check('sub_account_payouts_amount_positive', sql`${t.amount} > 0 and ${t.fee} >= 0`),
  ],
);
