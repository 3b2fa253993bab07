/**
 * API keys (issue 16): a public and a secret key per mode (sandbox `pk_test_`/`sk_test_`, live
 * `pk_live_`/`sk_live_`). The secret is stored only as its SHA-256 (a 256-bit random key needs no
 * slow hash), with the last four characters for the masked display. A rolled key keeps its row with
 * `expires_at` (the grace the merchant chose) and the new key names it in `rolled_from`. A secret is
 * shown once, on a one-time reveal link emailed to the owner (`api_key_reveals`: the token's hash,
 * 15 minutes, used once); docs/SECURITY.md says why. `api_key_allow_lists`: the addresses and
 * CIDRs a secret key may be used from (empty: any).
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants, users } from './identity.ts';

export const API_KEY_MODES = ['test', 'live'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    mode: text('mode').$type<ApiKeyMode>().notNull(),
    /** `pk_test_…`: not a secret, shown in full. */
    publicKey: text('public_key').notNull(),
    /** SHA-256 (hex) of the whole secret key. */
    secretHash: text('secret_hash').notNull(),
    /** The secret's last four characters, for `sk_test_••••abcd`. */
    secretLast4: text('secret_last4').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: ts('created_at').notNull(),
    /** Null: in force without end. Set when the key is rolled: refused from this instant on. */
    expiresAt: ts('expires_at'),
    rolledFrom: uuid('rolled_from'),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash').on(t.secretHash),
    uniqueIndex('api_keys_public_key').on(t.publicKey),
    index('api_keys_merchant').on(t.merchantId, t.mode, t.createdAt),
  ],
);

export const apiKeyReveals = pgTable(
  'api_key_reveals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** SHA-256 (hex) of the link's token. */
    tokenHash: text('token_hash').notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('api_key_reveals_token').on(t.tokenHash)],
);

export const apiKeyAllowLists = pgTable('api_key_allow_lists', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  /** IPv4/IPv6 addresses and CIDRs, as entered (validated). */
  entries: jsonb('entries').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  updatedAt: ts('updated_at').notNull(),
});
