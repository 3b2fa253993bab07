/**
 * Exports prepared in the background (modules/exports): who asked for what, and the file's bytes
 * in chunks written as the rows are read (export_chunks), downloadable until `expires_at`.
 */
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { merchants, users } from './identity.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
  fromDriver: (v) => new Uint8Array(v.buffer, v.byteOffset, v.byteLength),
  toDriver: (v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength),
});

export const exports = pgTable(
  'exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Who asked: the notification goes to them. */
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    /** What is exported: 'transactions-csv'. */
    kind: text('kind', { enum: ['transactions-csv'] }).notNull(),
    /** The filters as the request gave them, and the sub-accounts the requester was limited to. */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    subAccountIds: jsonb('sub_account_ids').$type<string[] | null>(),
    status: text('status', { enum: ['queued', 'running', 'ready', 'failed'] }).notNull(),
    /** The file's size in bytes and its rows, once ready. */
    size: bigint('size', { mode: 'number' }),
    rows: integer('rows'),
    createdAt: ts('created_at').notNull(),
    /**
     * While running: when its runner claimed it, the runner's mark (each chunk it writes checks
     * the export still holds it, so one that lost the export writes nothing more).
     */
    leasedAt: ts('leased_at'),
    /**
     * While running: when its runner last showed it was alive (the claim, then about once a
     * minute; null before migration 0065, read as `leased_at`). A runner that died leaves a
     * running export whose lease lapses; another takes it.
     */
    aliveAt: ts('alive_at'),
    finishedAt: ts('finished_at'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('exports_merchant_idx').on(t.merchantId, t.createdAt),
    index('exports_expires_idx').on(t.expiresAt),
  ],
);

/** The file of an export, in order (`seq` from 0), about a megabyte each. */
export const exportChunks = pgTable(
  'export_chunks',
  {
    exportId: uuid('export_id')
      .notNull()
      .references(() => exports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.seq] })],
);
