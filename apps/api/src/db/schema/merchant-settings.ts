/**
 * Per-merchant payment settings and pricing. Both are optional rows: a merchant without one gets
 * the defaults (modules/merchant-settings), so nothing has to be written at sign-up.
 */
import { bigint, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants } from './identity.ts';

export const merchantSettings = pgTable('merchant_settings', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  /** Who pays the processing fee (spec: charge payer, `person`). */
  chargePayer: text('charge_payer', { enum: ['merchant', 'customer'] })
    .notNull()
    .default('merchant'),
  /** merchant: accept what arrives; customer: refuse a short transfer, return any excess. */
  wrongTransferBearer: text('wrong_transfer_bearer', { enum: ['merchant', 'customer'] })
    .notNull()
    .default('merchant'),
  checkoutChannels: text('checkout_channels').array().notNull().default(['card', 'bank_transfer', 'ussd']),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A merchant's own fee schedule for a kind of charge in a currency; defaults live in code. */
export const pricing = pgTable(
  'pricing',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind', { enum: ['pay_in'] }).notNull(),
    currency: text('currency').notNull(),
    /** 150 = 1.5 % */
    percentBps: integer('percent_bps').notNull(),
    flat: bigint('flat', { mode: 'bigint' }).notNull(),
    cap: bigint('cap', { mode: 'bigint' }),
    flatWaivedBelow: bigint('flat_waived_below', { mode: 'bigint' }),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.kind, t.currency] })],
);
