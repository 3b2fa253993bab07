/** Payment links and the funnel events recorded on their public pages. */
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants, users } from './identity.ts';
import { subAccounts } from './team.ts';

export type StoredCustomField = {
  key: string;
  label: string;
  type: 'text' | 'number' | 'email' | 'phone';
  required: boolean;
};

export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `PL-` + 10 characters: what URLs and the merchant's screens use. */
    ref: text('ref').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Null for the merchant's own links; set for a sub-account's (their endpoints come later). */
    subAccountId: uuid('sub_account_id').references(() => subAccounts.id),
    /** Unique across the platform (the public `/link/{slug}` page). */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    currency: text('currency').notNull(),
    amountType: text('amount_type', { enum: ['fixed', 'customer'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    minAmount: bigint('min_amount', { mode: 'bigint' }),
    redirectUrl: text('redirect_url'),
    customFields: jsonb('custom_fields').$type<StoredCustomField[]>().notNull().default([]),
    usageLimit: integer('usage_limit'),
    /** Successful payments; bumped in the payment's transaction, checked against usage_limit. */
    usageCount: integer('usage_count').notNull().default(0),
    /**
     * Checkouts under way that hold a usage slot (transactions.usage_slot): claimed when one
     * starts while usage_count + usage_reserved < usage_limit, given back when it fails.
     */
    usageReserved: integer('usage_reserved').notNull().default(0),
    expiresAt: ts('expires_at'),
    /** The image's content hash (hex, 32 characters; its public URL carries it), or null for none. */
    imageHash: text('image_hash'),
    imageType: text('image_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('payment_links_slug_key').on(t.slug),
    index('payment_links_merchant_created_idx').on(t.merchantId, t.createdAt),
  ],
);

export const LINK_EVENT_KINDS = ['view'] as const;

/**
 * The funnel's page views. Checkouts started, failures (with their reason) and payments are the
 * link's transactions themselves (payment-links/links-query.ts); migration 0012 removed the event
 * rows that used to repeat them.
 */
export const linkEvents = pgTable(
  'link_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => paymentLinks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LINK_EVENT_KINDS }).notNull(),
    reason: text('reason'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('link_events_link_kind_idx').on(t.linkId, t.kind)],
);
