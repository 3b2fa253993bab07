/**
 * Two-factor settings (issue 5). `users.two_factor_enabled` stays the one source of truth for
 * "two-factor is on"; these tables hold the secrets behind it, each stored so that a leaked table
 * gives nothing usable: emailed codes and recovery codes as SHA-256 hashes, the authenticator
 * secret never returned once it is confirmed.
 */
import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './identity.ts';

/**
 * Emailed codes for the settings screen: `enable` (turning two-factor on) and `proof` (proving it
 * is you before turning it off, removing the authenticator app or replacing recovery codes).
 * One live code per user and purpose: a new one consumes the old.
 */
export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['enable', 'proof'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: ts('consumed_at'),
  },
  (t) => [index('two_factor_codes_user_idx').on(t.userId, t.purpose)],
);

/** The authenticator app (TOTP): one per user. Unconfirmed until a first code from the app is entered. */
export const twoFactorTotp = pgTable('two_factor_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  /** Base32 secret; answered once, at setup, and never after confirmation. */
  secret: text('secret').notNull(),
  createdAt: ts('created_at').notNull(),
  confirmedAt: ts('confirmed_at'),
  /** The last 30-second step a code was accepted for: the same code cannot be used twice. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** One-time recovery codes: 10 per user, stored hashed, each usable once. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);
