import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * The search indexes (trigram and full-text GIN) take new entries into a pending list first, and every search
 * reads that whole list until it is merged into the index. After a bulk write the list is long: on a freshly
 * seeded 10,000-plant database a plant keyword search read 409 index pages in 3 ms instead of 17 pages in 0.1 ms,
 * and the planner, seeing the cost, walked the country's plants instead. PostgreSQL's autovacuum merges the list
 * some time later; PGlite has no autovacuum at all. So whoever writes in bulk merges it when done (decision 0036).
 */
export async function mergeSearchIndexes(db: Executor): Promise<void> {
  await db.execute(
    sql`select gin_clean_pending_list(i.indexrelid)
        from pg_index i
        join pg_class c on c.oid = i.indexrelid
        join pg_am a on a.oid = c.relam
        where a.amname = 'gin' and c.relnamespace = current_schema()::regnamespace`,
  );
}

/**
 * After a bulk load, and daily on PGlite, outside any transaction: VACUUM reclaims dead rows, merges the search
 * indexes' pending lists and marks pages all-visible (so counts can be answered from an index alone); ANALYZE
 * refreshes the planner's statistics.
 */
export async function vacuumAnalyze(db: Executor): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}
