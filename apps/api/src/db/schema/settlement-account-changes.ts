/**
 * A change of the settlement account held for a second member's approval (issue 14, two-person
 * approval; packages/contract/src/settlement-account-approval.ts). While the merchant's approval
 * limit is set, adding or changing the account writes a row here instead of the account: the
 * account the bank named at the request, who asked, and, once decided, who decided and the account
 * it became. One change per merchant and currency waits at a time (a partial unique index).
 */
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants, users } from './identity.ts';
import { settlementAccounts } from './payouts.ts';

/** 'withdrawn': rejected by the member who asked for it. */
export const SETTLEMENT_CHANGE_STATUSES = ['awaiting_approval', 'approved', 'rejected', 'withdrawn'] as const;
export type SettlementChangeStatus = (typeof SETTLEMENT_CHANGE_STATUSES)[number];

export const settlementAccountChanges = pgTable(
  'settlement_account_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    currency: text('currency').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The name the bank gave at the request, as the requester confirmed it. */
    accountName: text('account_name').notNull(),
    status: text('status').$type<SettlementChangeStatus>().notNull().default('awaiting_approval'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: ts('decided_at'),
    /** The settlement account the approved change made the default. */
    accountId: uuid('account_id').references(() => settlementAccounts.id),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('settlement_account_changes_one_waiting')
      .on(t.merchantId, t.currency)
      .where(sql`${t.status} = 'awaiting_approval'`),
  ],
);
