/**
 * A loosening of two-person approval waiting its cooling-off (issue 14; the rule and why:
 * packages/contract/src/payout-approval.ts). Turning approval off or raising the limit is written
 * here with the moment it takes effect (24 hours after it was asked for); until then the limit in
 * `payout_approval_limits` applies. Any approver may cancel it meanwhile. A due change is in force
 * from `takes_effect_at` on (read with the clock), and is copied into `payout_approval_limits`
 * ('applied') by the next change of the setting. One change per merchant waits at a time.
 */
import { sql } from 'drizzle-orm';
import { bigint, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants, users } from './identity.ts';

/** 'replaced': the owner saved another setting before it took effect. */
export const APPROVAL_LIMIT_CHANGE_STATUSES = ['scheduled', 'applied', 'cancelled', 'replaced'] as const;
export type ApprovalLimitChangeStatus = (typeof APPROVAL_LIMIT_CHANGE_STATUSES)[number];

export const approvalLimitChanges = pgTable(
  'approval_limit_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The limit in force when it was asked for (kobo; null: off). */
    fromLimit: bigint('from_limit', { mode: 'bigint' }),
    /** The limit it sets (kobo; null: turns approval off). */
    toLimit: bigint('to_limit', { mode: 'bigint' }),
    status: text('status').$type<ApprovalLimitChangeStatus>().notNull().default('scheduled'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    takesEffectAt: ts('takes_effect_at').notNull(),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    cancelledAt: ts('cancelled_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('approval_limit_changes_one_scheduled')
      .on(t.merchantId)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);
