/** Roles, their permissions, who holds them, sub-account limits, and the audit log. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants, users } from './identity.ts';

/**
 * System roles have no merchant (ids 1–5, written by a migration from the contract's
 * SYSTEM_ROLES); a merchant's own roles get random ids above 1000.
 */
export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey(),
    merchantId: uuid('merchant_id').references(() => merchants.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roles_merchant_name_key').on(
      sql`coalesce(${t.merchantId}::text, '')`,
      sql`lower(${t.name})`,
    ),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    assignedAt: ts('assigned_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const SUB_ACCOUNT_STATUSES = ['active', 'inactive'] as const;
/** How a sub-account's share of each payment is set: a percentage of it, or a flat amount. */
export const SPLIT_TYPES = ['percentage', 'flat'] as const;
/** Who pays the provider's fee on a split payment: the main account, the sub-account, or both by share. */
export const SPLIT_FEE_BEARERS = ['merchant', 'sub_account', 'proportional'] as const;

/**
 * A merchant's sub-account (a branch, a vendor, a school's campus): its own wallets in the ledger,
 * its own links, and a share of every payment made on them (issue 15). Members may be limited to
 * some (user_sub_accounts).
 */
export const subAccounts = pgTable(
  'sub_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    status: text('status', { enum: SUB_ACCOUNT_STATUSES }).notNull().default('active'),
    /** The settlement account its available balance pays out to (the name as the bank resolved it). */
    bankCode: text('bank_code'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    /** Payouts to its settlement account wait until then: 24 hours after it was changed (null: never changed). */
    payoutsFrom: ts('payouts_from'),
    splitType: text('split_type', { enum: SPLIT_TYPES }).notNull().default('percentage'),
    /** Percentage: basis points of each payment (0–10,000). Flat: minor units of split_currency. */
    splitValue: bigint('split_value', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The currency of a flat share (its links take only that currency); null for a percentage. */
    splitCurrency: text('split_currency'),
    feeBearer: text('fee_bearer', { enum: SPLIT_FEE_BEARERS }).notNull().default('merchant'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sub_accounts_merchant_idx').on(t.merchantId, t.createdAt),
    check('sub_accounts_split_value_range', sql`${t.splitValue} >= 0`),
    check(
      'sub_accounts_split_percentage_max',
      sql`${t.splitType} <> 'percentage' or (${t.splitValue} <= 10000 and ${t.splitCurrency} is null)`,
    ),
    check(
      'sub_accounts_split_flat_currency',
      sql`${t.splitType} <> 'flat' or ${t.splitCurrency} is not null`,
    ),
  ],
);

/** A member with rows here sees only these sub-accounts' data; without rows, the whole merchant. */
export const userSubAccounts = pgTable(
  'user_sub_accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    subAccountId: uuid('sub_account_id')
      .notNull()
      .references(() => subAccounts.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subAccountId] })],
);

/** Who did what to the team and its permissions, when, and from where. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: events of the same instant still read back in the order they happened. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    target: text('target').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('audit_events_merchant_seq_idx').on(t.merchantId, t.seq)],
);
