/** A user's profile picture: the checked image's bytes, one per user (lib/image-upload.ts checks them). */
import { customType, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './identity.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => new Uint8Array(v),
});

export const profilePictures = pgTable('profile_pictures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
