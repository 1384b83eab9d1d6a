import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

/**
 * Every upload (docs/uploads.md), from the token that allowed it to the subject that uses it. A row is made when a
 * token is given ('issued'), the file arrives unchecked in an S3 store ('received'), and it is 'ready' once its
 * bytes were checked (and re-encoded). Only ready rows are served or attached. subject_* name what uses the file;
 * the sweep removes files no subject used once the grace period is over.
 */
export const upload = pgTable(
  'upload',
  {
    id: serial('id').primaryKey(),
    /** The storage key (contracts/uploads/codes.ts); legacy article images: the SHA-256 of their WebP bytes. */
    key: text('key').notNull(),
    /** fileHost + key: what forms send back and subjects store. */
    url: text('url').notNull().default(''),
    /** What it was uploaded for, e.g. 'lead-image' (contracts/uploads/codes.ts). */
    purpose: text('purpose').notNull(),
    kind: text('kind').notNull().default('image'),
    state: text('state').notNull().default('ready'),
    /** SHA-256 of the upload token: the token itself is never stored. */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The stored file's type and size once checked. */
    mime: text('mime'),
    bytes: integer('bytes'),
    width: integer('width'),
    height: integer('height'),
    /** The client's file name, kept for the record only: it never makes a path beyond the sanitised key. */
    originalName: text('original_name'),
    // The file outlives the account: a post keeps its pictures when their uploader is removed. Null: a visitor.
    uploaderId: integer('uploader_id').references(() => appUser.id, { onDelete: 'set null' }),
    subjectType: text('subject_type'),
    subjectId: integer('subject_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('upload_key_idx').on(t.key),
    index('upload_url_idx').on(t.url),
    index('upload_uploader_idx').on(t.uploaderId, t.createdAt),
    index('upload_subject_idx').on(t.subjectType, t.subjectId),
    index('upload_unused_idx')
      .on(t.createdAt)
      .where(sql`subject_type is null`),
  ],
);
