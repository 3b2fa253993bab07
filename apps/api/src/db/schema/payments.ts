/**
 * Customers, transactions (one row per checkout attempt) and the bank-transfer accounts issued for
 * them. Card numbers and CVVs are never stored: only brand, BIN (first 6) and last 4.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants } from './identity.ts';
import { paymentLinks } from './payment-links.ts';
import { subAccounts } from './team.ts';

const money = (name: string) => bigint(name, { mode: 'bigint' });

/** One per merchant and email (case-insensitive); created or updated by each successful payment. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    paymentCount: integer('payment_count').notNull().default(0),
    firstPaidAt: ts('first_paid_at').notNull(),
    lastPaidAt: ts('last_paid_at').notNull(),
    /** Set while checkout refuses this email (the merchant's blacklist), with the merchant's reason. */
    blacklistedAt: ts('blacklisted_at'),
    blacklistReason: text('blacklist_reason'),
  },
  (t) => [
    uniqueIndex('customers_merchant_email_key').on(t.merchantId, sql`lower(${t.email})`),
    // The list's order (most recent payer first, id breaking ties): its pages are read by keyset.
    index('customers_merchant_last_paid_idx').on(t.merchantId, t.lastPaidAt, t.id),
    // The list's search (a part of a name, email or phone, any case): trigrams, so a search does
    // not read every customer (pg_trgm, created by migration 0031; PGlite loads it too).
    index('customers_search_trgm_idx').using(
      'gin',
      sql`(${t.name} || ' ' || ${t.email} || ' ' || coalesce(${t.phone}, '')) gin_trgm_ops`,
    ),
  ],
);

/**
 * The trigrams of the customers' search text (name, email, phone) that many customers hold, with
 * the share of a sample holding each: the `customers-trigrams` job counts them
 * (modules/customers/customers-trigrams.ts), and a search asks the trigram index for the other
 * parts of its term only (search-parts.ts). Empty until the first count: searches then ask for
 * every trigram, as before.
 */
export const customerSearchTrigrams = pgTable('customer_search_trigrams', {
  trigram: text('trigram').primaryKey(),
  share: real('share').notNull(),
  countedAt: ts('counted_at').notNull(),
});

/** What a customer has paid a merchant, per currency. */
export const customerTotals = pgTable(
  'customer_totals',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    currency: text('currency').notNull(),
    amount: money('amount').notNull().default(sql`0`),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.currency] })],
);

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `PRL_` + 16 characters; the ledger entry's reference. */
    reference: text('reference').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    linkId: uuid('link_id').references(() => paymentLinks.id),
    /** The sub-account whose link took the payment (copied from the link); null for the main account's. */
    subAccountId: uuid('sub_account_id').references(() => subAccounts.id),
    customerId: uuid('customer_id').references(() => customers.id),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    channel: text('channel', { enum: ['card', 'bank_transfer', 'ussd'] }).notNull(),
    status: text('status', {
      enum: ['pending', 'otp_required', 'awaiting_transfer', 'success', 'underpaid', 'failed'],
    }).notNull(),
    currency: text('currency').notNull(),
    /** The price asked. */
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    /** What the customer was asked to pay: amount + fee when they bear it, else amount. */
    total: money('total').notNull(),
    /** What the provider kept from the customer (differs from total only for a wrong transfer). */
    amountPaid: money('amount_paid').notNull().default(sql`0`),
    /** What arrived by transfer, and what was sent back. */
    amountReceived: money('amount_received').notNull().default(sql`0`),
    amountRefunded: money('amount_refunded').notNull().default(sql`0`),
    /** What the merchant receives: amount_paid − fee. */
    net: money('net').notNull().default(sql`0`),
    /**
     * A split payment's (issue 15): the sub-account's share of the net, as the payment's ledger
     * entry credited its wallet, written when the payment settles, in the same transaction as the
     * entry. Null when the payment is not split or not paid. The sub-account's stats sum it from
     * the rows they already read, instead of looking each payment's entry up in the ledger.
     */
    subAccountShare: money('sub_account_share'),
    feeBearer: text('fee_bearer', { enum: ['merchant', 'customer'] }).notNull(),
    /** For transfers: the wrong-amount rule in force when the checkout started. */
    wrongTransferBearer: text('wrong_transfer_bearer', { enum: ['merchant', 'customer'] }),
    cardBrand: text('card_brand'),
    cardBin: text('card_bin'),
    cardLast4: text('card_last4'),
    /** The processor's handle on this charge (its OTP challenge, for instance). */
    processorRef: text('processor_ref'),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    ussdCode: text('ussd_code'),
    failureReason: text('failure_reason'),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    /**
     * The checkout holds one of its link's usage slots (claimed when it started, on a link with a
     * usage limit): a trigger (migration 0016) gives it back when the checkout fails, or turns it
     * into a use when it is paid, in the statement that changes the status.
     */
    usageSlot: boolean('usage_slot').notNull().default(false),
    /** The Idempotency-Key the checkout was started with (its scope is `checkout:<link id>`). */
    idempotencyKey: text('idempotency_key'),
    paidAt: ts('paid_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    // The transactions list's order (newest first, the id breaking ties): its pages are found by
    // keyset, and the position of a deep page from this index alone (modules/transactions). This
    // index and the next two also INCLUDE sub_account_id (migration 0059, which Drizzle cannot
    // say), so the primary account's list never visits a row to check it.
    index('transactions_merchant_created_idx').on(t.merchantId, t.createdAt, t.id),
    // The list filtered by status (a merchant's failures, or its part payments), in the same order.
    index('transactions_merchant_status_created_idx').on(t.merchantId, t.status, t.createdAt, t.id),
    // The channel and currency filters together (migration 0037): a rare pair (bank transfers in
    // USD) is read from here instead of walking the merchant's whole history for 20 rows.
    index('transactions_merchant_channel_currency_idx').on(
      t.merchantId,
      t.channel,
      t.currency,
      t.createdAt,
      t.id,
    ),
    // The customer filter (an email, any case) and search by the start of an email.
    index('transactions_merchant_email_idx').on(
      t.merchantId,
      sql`lower(${t.customerEmail}) text_pattern_ops`,
      t.createdAt,
    ),
    index('transactions_link_created_idx').on(t.linkId, t.createdAt),
    // A sub-account's payments, newest first (its page, its stats, a member limited to it).
    index('transactions_sub_account_created_idx')
      .on(t.subAccountId, t.createdAt, t.id)
      .where(sql`${t.subAccountId} is not null`),
    // A customer's payments, newest first (their page); only paid rows have a customer.
    index('transactions_customer_created_idx').on(t.customerId, t.createdAt),
    // The funnel's failures by reason (only failed rows: nothing to maintain on a payment).
    index('transactions_link_failed_idx').on(t.linkId, t.failureReason).where(sql`${t.status} = 'failed'`),
    // The reconcile job's card checkouts left between the processor and us (only open card rows).
    index('transactions_card_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.channel} = 'card' and ${t.status} in ('pending', 'otp_required')`),
    // The day's checkouts still under way, which the account limit counts at every checkout
    // (account-limits/limits-service.ts): only open rows, so the count reads a few entries where
    // it used to walk every payment of the merchant's day (migration 0060).
    index('transactions_merchant_open_idx')
      .on(t.merchantId, t.currency, t.createdAt)
      .where(sql`${t.status} in ('pending', 'otp_required', 'awaiting_transfer')`),
  ],
);

/** A bank account number issued for one transfer checkout; valid for 30 minutes. */
export const virtualAccounts = pgTable('virtual_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  transactionId: uuid('transaction_id')
    .notNull()
    .unique()
    .references(() => transactions.id),
  accountNumber: text('account_number').notNull().unique(),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  /** The amount expected (the transaction's total). */
  amount: money('amount').notNull(),
  currency: text('currency').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull(),
});
