import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTemplateCopy, type TestDatabase } from '../test-support/app';
import { pendingIndexPages as pendingPages } from '../test-support/search-indexes';
import type { Database, Db } from './client';
import { mergeSearchIndexes } from './maintenance';

async function ginIndexes(db: Db): Promise<string[]> {
  const result = await db.execute(
    sql`select c.relname from pg_class c join pg_am a on a.oid = c.relam
        where a.amname = 'gin' and c.relnamespace = current_schema()::regnamespace order by c.relname`,
  );
  return result.rows.map((r) => String((r as { relname: string }).relname));
}

/** A write that gives every plant new search words: each one's trigrams go to the index's pending list. */
const touchPlants = (db: Db, word: string) => db.execute(sql`update market_plant set search_text = search_text || ${` ${word}`}`);

let testDatabase: TestDatabase;
let database: Database;
beforeAll(async () => {
  ({ testDatabase, database } = await openTemplateCopy({ seed: 'demo' }));
});
afterAll(async () => {
  await database.close();
  await testDatabase.dispose();
});

describe('search index pending lists', () => {
  it('are empty in a freshly seeded demo database, for every search index', async () => {
    const indexes = await ginIndexes(database.db);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'market_company_search_fold_trgm',
        'market_plant_search_fold_trgm',
        'news_item_search_fold_trgm',
        'market_plant_search_bigrams',
      ]),
    );
    const pending = await Promise.all(indexes.map(async (index) => [index, await pendingPages(database.db, index)] as const));
    expect(pending.filter(([, pages]) => pages > 0)).toEqual([]);
  });

  it('fill up with a bulk write, and mergeSearchIndexes empties them', async () => {
    await touchPlants(database.db, 'chilled');
    expect(await pendingPages(database.db, 'market_plant_search_fold_trgm')).toBeGreaterThan(0);

    await touchPlants(database.db, 'frozen');
    await mergeSearchIndexes(database.db);
    expect(await pendingPages(database.db, 'market_plant_search_fold_trgm')).toBe(0);
    const [found] = (await database.db.execute(sql`select count(*)::int as n from market_plant where search_text like '%chilled frozen%'`))
      .rows as { n: number }[];
    expect(found?.n).toBeGreaterThan(0);
  });
});
