/**
 * Wallet conversion (modules/conversion): the operator's rates, the quotes merchants are given
 * (rate locks) and the conversions made. Rates are integers scaled by 10^10 (contract
 * conversion-rate.ts); amounts are minor units. A conversion's ledger entry carries its
 * reference (`CNV_…`), so it is posted once whatever retries happen.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants, users } from './identity.ts';

/**
 * One mid rate per pair (`from` → `to`, "units of `to` per unit of `from`") and the spread the
 * provider keeps, set by the operator CLI (`rates:set`). The reverse direction uses the same row
 * (1 / mid), so a pair is stored one way only.
 */
export const conversionRates = pgTable(
  'conversion_rates',
  {
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    midRate: bigint('mid_rate', { mode: 'bigint' }).notNull(),
    spreadBps: integer('spread_bps').notNull(),
    updatedAt: ts('updated_at').notNull(),
    /** Who set it: the operator's name, for the record. */
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fromCurrency, t.toCurrency] }),
    check('conversion_rates_mid_positive', sql`${t.midRate} > 0`),
    check('conversion_rates_spread_range', sql`${t.spreadBps} between 0 and 2000`),
    check('conversion_rates_two_currencies', sql`${t.fromCurrency} <> ${t.toCurrency}`),
  ],
);

/** A rate given to a merchant, held until `expiresAt`; `usedAt` once a conversion took it. */
export const conversionQuotes = pgTable(
  'conversion_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    midRate: bigint('mid_rate', { mode: 'bigint' }).notNull(),
    spreadBps: integer('spread_bps').notNull(),
    /** The rate applied: the mid rate less the spread, rounded down. */
    rate: bigint('rate', { mode: 'bigint' }).notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('conversion_quotes_merchant_idx').on(t.merchantId, t.createdAt)],
);

export const conversions = pgTable(
  'conversions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `CNV_` + 16 characters: the ledger entry's reference. */
    reference: text('reference').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    /** A quote converts once. */
    quoteId: uuid('quote_id')
      .notNull()
      .unique()
      .references(() => conversionQuotes.id),
    /** The request's Idempotency-Key: the same key never converts twice (unique per merchant). */
    idempotencyKey: text('idempotency_key'),
    /** A hash of the request body, so the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    converted: bigint('converted', { mode: 'bigint' }).notNull(),
    rate: bigint('rate', { mode: 'bigint' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('conversions_merchant_idempotency_key')
      .on(t.merchantId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('conversions_merchant_created_idx').on(t.merchantId, t.createdAt),
    check('conversions_amounts_positive', sql`${t.amount} > 0 and ${t.converted} > 0`),
  ],
);
