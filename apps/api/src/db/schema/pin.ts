/**
 * Transaction PINs: the argon2id hash only, and the count of wrong tries. After the fifth, locked_at
 * is set, and PIN use stays locked for every session created up to then (signing in again unlocks).
 */
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './identity.ts';

export const transactionPins = pgTable('transaction_pins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  pinHash: text('pin_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(sql`0`),
  lockedAt: ts('locked_at'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
