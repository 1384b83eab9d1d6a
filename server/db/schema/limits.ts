import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Fixed-window abuse counters (sign-in failures, codes mailed per address, comments per user) kept where every
 * process of the portal sees them and a restart does not reset them. Redis holds them instead when REDIS_URL is
 * set. `ends_at` is epoch milliseconds from the portal's clock; ended windows are swept from time to time.
 */
export const limitWindow = pgTable(
  'limit_window',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    endsAt: bigint('ends_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('limit_window_ends_at_idx').on(t.endsAt)],
);
