import { sql } from 'drizzle-orm';
import type { Executor } from '../client';

interface SearchIndex {
  name: string;
  definition: string;
}

/** The schema's search indexes (trigram and full-text GIN), each with the statement that makes it as it stands. */
async function searchIndexes(db: Executor): Promise<SearchIndex[]> {
  const result = await db.execute<{ name: string; definition: string }>(
    sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i
        join pg_class c on c.oid = i.indexrelid
        join pg_am a on a.oid = c.relam
        where a.amname = 'gin' and c.relnamespace = current_schema()::regnamespace
        order by c.relname`,
  );
  return result.rows;
}

/**
 * Runs a bulk load into tables that are empty with the search indexes dropped, then makes them again from the
 * definitions they had, so the schema ends as the migrations left it. Keeping a GIN index up to date row by row
 * costs far more than building it once over the loaded rows (docs/benchmarks.md, the demo seed). The unique and
 * other B-tree indexes stay: the load's conflicts and look-ups need them. Inside the caller's transaction, so a
 * failed load leaves the indexes as they were.
 */
export async function withSearchIndexesBuiltAfter(db: Executor, load: () => Promise<void>): Promise<void> {
  const indexes = await searchIndexes(db);
  for (const { name } of indexes) await db.execute(sql`drop index ${sql.identifier(name)}`);
  await load();
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
}
