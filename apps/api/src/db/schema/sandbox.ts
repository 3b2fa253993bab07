/**
 * The sandbox processor's own records (modules/processor/sandbox.ts). The sandbox stands for an
 * external acquirer, which outlives our process: its charges are kept here, keyed by our checkout's
 * reference (the idempotency key we send it), so asking again after a crash or a retry answers the
 * first result and charges once. Not read by anything but the sandbox adapter.
 */
import { bigint, boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const sandboxCharges = pgTable('sandbox_charges', {
  /** Our reference (`PRL_…`): the charge's idempotency key. */
  reference: text('reference').primaryKey(),
  outcome: text('outcome', { enum: ['approved', 'declined', 'otp_required'] }).notNull(),
  processorRef: text('processor_ref').notNull(),
  reason: text('reason'),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  /** Voided by the merchant's platform (never settled there): nothing was taken from the card. */
  voided: boolean('voided').notNull().default(false),
  createdAt: ts('created_at').notNull(),
});
