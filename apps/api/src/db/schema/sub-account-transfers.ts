/**
 * Funds transfers between a sub-account and its main account (issue 15,
 * modules/sub-account-transfers): each is one 'sub_account_transfer' ledger entry (reference = the
 * row's), written in the transaction that inserts the row.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants, users } from './identity.ts';
import { subAccounts } from './team.ts';

/** `to_main`: the sub-account's available to the main account's (a sweep); `to_sub_account`: back. */
export const SUB_ACCOUNT_TRANSFER_DIRECTIONS = ['to_main', 'to_sub_account'] as const;

export const subAccountTransfers = pgTable(
  'sub_account_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `SAT_` + 16 characters: the ledger entry's reference. */
    reference: text('reference').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    subAccountId: uuid('sub_account_id')
      .notNull()
      .references(() => subAccounts.id),
    direction: text('direction', { enum: SUB_ACCOUNT_TRANSFER_DIRECTIONS }).notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    requestedBy: uuid('requested_by').references(() => users.id),
    /** The request's Idempotency-Key (unique per merchant), and what it was used for. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sub_account_transfers_merchant_idempotency_key').on(t.merchantId, t.idempotencyKey),
    index('sub_account_transfers_sub_account_created_idx').on(t.subAccountId, t.createdAt),
    check('sub_account_transfers_amount_positive', sql`${t.amount} > 0`),
  ],
);
