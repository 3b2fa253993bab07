/**
 * The double-entry ledger. Every movement of money is one journal entry whose postings sum to zero
 * per currency. An account's balance is the sum of its postings; `balance` caches it and is
 * updated in the same transaction as the postings (ledger:verify proves they agree).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants } from './identity.ts';

export const LEDGER_ACCOUNT_KINDS = [
  /** What the merchant can pay out or spend. Never below zero. */
  'merchant_available',
  /** Collected but not yet settled to available. Never below zero. */
  'merchant_pending',
  /** The provider's fee revenue. */
  'platform_fees',
  /** Money the processor owes us (or we owe it) until it settles: the other side of every pay-in and payout. */
  'platform_clearing',
  /**
   * Money that arrived but goes back to the customer (a late or excess transfer), held from the
   * moment it is known until the processor confirms the refund. Never below zero.
   */
  'refunds_payable',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').references(() => merchants.id),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_kind_currency_key').on(
      sql`coalesce(${t.merchantId}::text, '')`,
      t.kind,
      t.currency,
    ),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').references(() => merchants.id),
    kind: text('kind').notNull(),
    /** The business record this entry belongs to; (kind, reference) is unique, so posting twice is impossible. */
    reference: text('reference').notNull(),
    description: text('description').notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('journal_entries_kind_reference_key').on(t.kind, t.reference),
    index('journal_entries_merchant_idx').on(t.merchantId, t.createdAt),
  ],
);

export const postings = pgTable(
  'postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    currency: text('currency').notNull(),
    /** Signed minor units: positive raises the account's balance, negative lowers it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('postings_account_idx').on(t.accountId, t.createdAt),
    index('postings_entry_idx').on(t.entryId),
  ],
);
