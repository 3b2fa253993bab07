/**
 * The double-entry ledger. Every movement of money is one journal entry whose postings sum to zero
 * per currency. An account's balance is the sum of its postings; for the accounts that may not go
 * negative it is also cached, updated in the same transaction as the postings (ledger:verify
 * proves they agree): the cached balance is `ledger_accounts.balance` plus the account's credit
 * shards (below).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants } from './identity.ts';
import { subAccounts } from './team.ts';

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
  /**
   * A payout on its way to the merchant's bank: debited from available when requested, moved to
   * processor clearing (and fees) when the processor pays it, back to available if it fails.
   * Never below zero.
   */
  'merchant_payouts_in_flight',
  /**
   * The provider's currency position from wallet conversions (modules/conversion): one account per
   * currency, taking what merchants convert from and paying what they convert into. May go below
   * zero (the provider's treasury covers it).
   */
  'platform_fx',
  /**
   * A chargeback's disputed amount, held from the merchant's balance while the dispute is open
   * (modules/chargebacks): to the customer when it is accepted or lost, back to available when won.
   * Never below zero.
   */
  'merchant_disputed',
  /**
   * A sub-account's share of split payments (issue 15), collected but not yet settled: the same as
   * merchant_pending, for one sub-account (`sub_account_id`; `merchant_id` is its parent merchant).
   * Never below zero.
   */
  'sub_account_pending',
  /** A sub-account's settled money: transferred to the main account or paid out. Never below zero. */
  'sub_account_available',
  /**
   * A sub-account's payout on its way to its own bank account (modules/sub-account-payouts), as
   * merchant_payouts_in_flight is for the main account. Never below zero.
   */
  'sub_account_payouts_in_flight',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** The kinds that belong to a sub-account: exactly these have a `sub_account_id`. */
export const SUB_ACCOUNT_KINDS = [
  'sub_account_pending',
  'sub_account_available',
  'sub_account_payouts_in_flight',
] as const satisfies readonly LedgerAccountKind[];
const subAccountKindList = sql.raw(SUB_ACCOUNT_KINDS.map((k) => `'${k}'`).join(', '));

/**
 * The kinds whose balance may go below zero: the platform's own accounts (the other side of every
 * payment and payout). They keep no cached balance. Every other kind is a wallet that never goes
 * below zero; the database ties `allow_negative` to this list (migration 0022; platform_fx added by 0038).
 */
export const NEGATIVE_ALLOWED_KINDS = [
  'platform_clearing',
  'platform_fees',
  'platform_fx',
] as const satisfies readonly LedgerAccountKind[];
const negativeAllowedList = sql.raw(NEGATIVE_ALLOWED_KINDS.map((k) => `'${k}'`).join(', '));

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').references(() => merchants.id),
    /**
     * The sub-account whose wallet this is (issue 15, sub_account_* kinds only; merchant_id is then
     * its parent merchant). Queries that select a merchant's accounts by kind keep their meaning:
     * no merchant_* account ever has a sub_account_id.
     */
    subAccountId: uuid('sub_account_id').references(() => subAccounts.id),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_kind_currency_key').on(
      sql`coalesce(${t.merchantId}::text, '')`,
      sql`coalesce(${t.subAccountId}::text, '')`,
      t.kind,
      t.currency,
    ),
    // A sub-account's wallets have both owners; no other account has a sub-account.
    check(
      'ledger_accounts_sub_account_by_kind',
      sql`case when ${t.kind} in (${subAccountKindList}) then ${t.subAccountId} is not null and ${t.merchantId} is not null else ${t.subAccountId} is null end`,
    ),
    // The target of postings' (account_id, currency) key: a posting is in its account's currency.
    unique('ledger_accounts_id_currency_key').on(t.id, t.currency),
    check(
      'ledger_accounts_allow_negative_by_kind',
      sql`${t.allowNegative} = (${t.kind} in (${negativeAllowedList}))`,
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
    // A merchant's entries newest first, the id breaking ties: the balance history's keyset
    // (modules/balances) and every per-merchant read of the ledger.
    index('journal_entries_merchant_created_idx').on(t.merchantId, t.createdAt, t.id),
    // The balance history filtered by type (an entry kind) and searched by reference: each would
    // otherwise walk a merchant's whole history when the kind or reference is rare.
    index('journal_entries_merchant_kind_created_idx').on(t.merchantId, t.kind, t.createdAt, t.id),
    index('journal_entries_merchant_reference_idx').on(t.merchantId, t.reference),
  ],
);

export const postings = pgTable(
  'postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: uuid('account_id').notNull(),
    /** The account's currency (the foreign key below holds it to the account's). */
    currency: text('currency').notNull(),
    /** Signed minor units: positive raises the account's balance, negative lowers it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    // A wallet's movements in the balance history's order (time, entry, posting): a page number's
    // offset is counted from these entries alone, merged across the merchant's wallets
    // (balances/history.ts `keyAtOffsetOnWallets`), not by joining every entry walked.
    index('postings_account_idx').on(t.accountId, t.createdAt, t.entryId, t.id),
    index('postings_entry_idx').on(t.entryId),
    // The balance history's amount filter (abs(amount) = …): found through the merchant's accounts,
    // not by walking every entry of theirs (11.7 s at 1.4 million entries without it).
    index('postings_account_abs_amount_idx').on(t.accountId, sql`abs(${t.amount})`),
    check('postings_amount_nonzero', sql`${t.amount} <> 0`),
    foreignKey({
      name: 'postings_account_currency_fk',
      columns: [t.accountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
  ],
);

/** How many credit shards an account spreads its credits over. */
export const CREDIT_SHARDS = 16;

/**
 * Credits to a cached balance, spread over a few rows per account. A credit can never take a
 * balance below zero, so it needs no check and no lock on the account's one row: each credit adds
 * to one of CREDIT_SHARDS rows chosen at random, and concurrent payments to one merchant rarely
 * wait for each other. A debit locks the account's row and checks `balance` plus the shards (which
 * only ever grow, so a stale read of them is on the safe side). The database enforces both: shards
 * never shrink, and a wallet's row may not fall below minus its shards (migration 0022).
 */
export const ledgerCreditShards = pgTable(
  'ledger_credit_shards',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    shard: smallint('shard').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.shard] }),
    check('ledger_credit_shards_amount_nonnegative', sql`${t.amount} >= 0`),
  ],
);
