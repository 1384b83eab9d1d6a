import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

/**
 * Every stored upload (docs/uploads.md). key names the stored file: the SHA-256 of its bytes, so the same image
 * uploaded twice is one file with two rows (who uploaded it, when, for what). Only keys in this table are served.
 */
export const upload = pgTable(
  'upload',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    /** What it was uploaded for, e.g. 'article-image' (contracts/uploads/codes.ts). */
    purpose: text('purpose').notNull(),
    /** The stored file's type (image/webp): what it is served as. */
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    // The file outlives the account: an article keeps its pictures when their uploader is removed.
    uploaderId: integer('uploader_id').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_key_idx').on(t.key), index('upload_uploader_idx').on(t.uploaderId, t.createdAt)],
);
