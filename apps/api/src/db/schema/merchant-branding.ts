/**
 * A merchant's white-labelling (issue 16; contract white-labelling.ts): one row per merchant, none
 * for Payrail's defaults (reset deletes it). Null columns are defaults too. The logo is stored as
 * the API re-encoded it (PNG within 256×256 px); its content hash names its public URL, and its
 * size lets the pages reserve its place. The pay page's link query selects every column but the bytes.
 */
import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants, users } from './identity.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => new Uint8Array(v),
});

export const merchantBranding = pgTable(
  'merchant_branding',
  {
    merchantId: uuid('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    displayName: text('display_name'),
    brandColor: text('brand_color'),
    supportEmail: text('support_email'),
    supportPhone: text('support_phone'),
    logoBytes: bytea('logo_bytes'),
    logoHash: text('logo_hash').unique(),
    logoWidth: integer('logo_width'),
    logoHeight: integer('logo_height'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull(),
  },
  // The contract already refuses anything else; these keep a hand-written UPDATE or a bad import
  // from storing a logo without its size. The colour has no CHECK on purpose: every reader
  // re-validates it (brand-contrast.ts), and the hostile-value tests store bad colours to prove it.
  (t) => [
    check(
      'merchant_branding_logo_complete',
      sql`(${t.logoBytes} is null) = (${t.logoHash} is null) and (${t.logoHash} is null) = (${t.logoWidth} is null) and (${t.logoWidth} is null) = (${t.logoHeight} is null)`,
    ),
    check(
      'merchant_branding_logo_size',
      sql`${t.logoWidth} between 1 and 256 and ${t.logoHeight} between 1 and 256`,
    ),
  ],
);
export type MerchantBrandingRow = typeof merchantBranding.$inferSelect;
