import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { appUser } from './accounts';
import { supplyDemand } from './community';

/**
 * Saved searches of the supply and demand board (docs/community.md 'Saved searches', decision 0056): a user keeps the
 * board's filters under a name and hears when a newly approved post matches them.
 */

/** One saved search: the board's filters as the board call reads them (contracts/leads/models.ts leadBoardFilter). */
export const savedSearch = pgTable(
  'saved_search',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filter: jsonb('filter').notNull(),
    /** Matches go into the daily saved-search mail too (notifications are kept either way). */
    mail: boolean('mail').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_search_user_name_uq').on(t.userId, t.name), index('saved_search_user_idx').on(t.userId, t.id.desc())],
);

/**
 * A post that became approved and is still to be matched against the saved searches: written in the transaction that
 * approves it, taken by the matching job in the transaction that notifies, so a match is neither lost nor told twice.
 */
export const savedSearchPending = pgTable('saved_search_pending', {
  leadId: integer('lead_id')
    .primaryKey()
    .references(() => supplyDemand.id, { onDelete: 'cascade' }),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A post that matched a saved search; mailedAt is set once the daily mail told of it (or it was never to be mailed). */
export const savedSearchMatch = pgTable(
  'saved_search_match',
  {
    searchId: integer('search_id')
      .notNull()
      .references(() => savedSearch.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => supplyDemand.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.leadId] }),
    index('saved_search_match_unmailed_idx')
      .on(t.userId)
      .where(sql`${t.mailedAt} is null`),
  ],
);
