/**
 * KYB (business verification). Categories and industries are reference rows seeded by the
 * migration from packages/contract/src/kyb-reference.ts (a test checks they agree). A merchant has
 * at most one KYB profile: its category, status and every saved stage's data (jsonb keyed by
 * stage id). Uploaded documents keep their bytes in the database, one per kind per merchant.
 */
import { sql } from 'drizzle-orm';
import { customType, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants, users } from './identity.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
  fromDriver: (v) => new Uint8Array(v.buffer, v.byteOffset, v.byteLength),
  toDriver: (v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength),
});

export const kybBusinessCategories = pgTable('kyb_business_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const kybIndustries = pgTable('kyb_industries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export type KybStatusValue = 'not_started' | 'in_progress' | 'under_review' | 'approved' | 'rejected';

export const kybProfiles = pgTable('kyb_profiles', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  businessCategoryId: integer('business_category_id')
    .notNull()
    .references(() => kybBusinessCategories.id),
  status: text('status', {
    enum: ['not_started', 'in_progress', 'under_review', 'approved', 'rejected'],
  })
    .notNull()
    .default('in_progress'),
  /** Saved stage data by stage id (each stage's contract schema output, without `stage`). */
  stages: jsonb('stages')
    .$type<Record<string, Record<string, unknown>>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  rejectionReason: text('rejection_reason'),
  submittedAt: ts('submitted_at'),
  reviewedAt: ts('reviewed_at'),
  /** Who decided: 'ops-cli', 'ops-api' or 'sandbox:<user public id>'. */
  reviewedBy: text('reviewed_by'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const kybDocuments = pgTable(
  'kyb_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: ts('uploaded_at').notNull(),
  },
  (t) => [uniqueIndex('kyb_documents_merchant_kind_key').on(t.merchantId, t.kind)],
);
