/**
 * A payment link's image: the checked bytes (lib/image-upload.ts: PNG, JPEG or WebP read from the
 * bytes), one per link. What the pages need to show it (content hash, type, size) is on the link
 * row itself (payment-links.ts), so the pay page's one link query carries it.
 */
import { customType, pgTable, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { paymentLinks } from './payment-links.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => new Uint8Array(v),
});

export const paymentLinkImages = pgTable('payment_link_images', {
  linkId: uuid('link_id')
    .primaryKey()
    .references(() => paymentLinks.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
