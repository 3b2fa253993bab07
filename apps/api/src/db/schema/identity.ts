/** Merchants, their users, sessions and the one-time secrets of the sign-in flows. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const merchants = pgTable('merchants', {
  id: uuid('id').primaryKey().defaultRandom(),
  publicId: text('public_id').notNull().unique(),
  businessName: text('business_name').notNull(),
  country: text('country').notNull().default('NG'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicId: text('public_id').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** Null until an invited member chooses a password. */
    passwordHash: text('password_hash'),
    /** invited: has not accepted yet; removed: taken off the team, cannot sign in. */
    status: text('status', { enum: ['invited', 'active', 'removed'] })
      .notNull()
      .default('active'),
    isOwner: boolean('is_owner').notNull().default(false),
    emailVerifiedAt: ts('email_verified_at'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    passwordChangedAt: ts('password_changed_at'),
  },
  (t) => [
    // One account per address; an invitation is not an account yet, so several businesses may
    // invite an address that has an account elsewhere (accepting it is then refused: team module).
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`).where(sql`status <> 'invited'`),
    uniqueIndex('users_merchant_email_key').on(t.merchantId, sql`lower(${t.email})`),
    index('users_merchant_idx').on(t.merchantId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use links: email verification, password reset and team invitations. Only the token's hash is kept. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['email_verify', 'password_reset', 'invite'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);

/** A pending two-factor sign-in. `id` is the random number the web app carries in /auth/twofa?id=. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    /** Null for a decoy: it belongs to no one, whether the address has an account or not. */
    userId: uuid('user_id').references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: ts('consumed_at'),
    /**
     * Answered past the account's sign-in ceiling for a wrong password (modules/auth/login-guard.ts):
     * it looks and counts like a real challenge, but no code is ever sent and none is accepted.
     */
    decoy: boolean('decoy').notNull().default(false),
    /** A decoy's address (lower case): its wrong codes are counted per address. */
    decoyKey: text('decoy_key'),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);

/**
 * Browsers that signed in successfully: a random token the web app keeps and sends with the next
 * sign-in, stored as its SHA-256. A known device is counted on its own and passes the account's
 * sign-in ceiling (modules/auth/login-guard.ts).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at').notNull(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId, t.lastUsedAt)],
);
