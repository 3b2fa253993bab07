/**
 * Transaction PINs: the argon2id hash only, and the count of wrong tries. The fifth wrong try locks
 * PIN use until locked_until, whatever the session (signing in again does not unlock); lock_count
 * counts the locks since the last right PIN and sets the next lock's length (modules/pin/verify.ts).
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
  /** When the current (or last) lock started. */
  lockedAt: ts('locked_at'),
  /** PIN use is refused before this instant. */
  lockedUntil: ts('locked_until'),
  /** Locks since the last right PIN: 1 → 15 min, 2 → 1 h, then 24 h. */
  lockCount: integer('lock_count').notNull().default(sql`0`),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
