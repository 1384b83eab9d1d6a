import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTemplateCopy, type TestDatabase } from '../../test-support/app';
import { pendingIndexPages } from '../../test-support/search-indexes';
import { defineImporter } from '../core/define';
import { ImportFileError } from '../core/types';
import { createImportRunsService } from './service';

/** An importer whose writes go wrong on a chosen product, so a run that stops can be seen recorded. */
const wordsImporter = defineImporter({
  kind: 'words',
  title: 'Words',
  description: 'One word a row',
  columns: [{ key: 'word', names: ['word'], required: true }],
  parse: (row) => (row.values.word === 'bad' ? { ok: false, reason: 'a bad word' } : { ok: true, value: row.values.word ?? '' }),
  async apply(rows, ctx) {
    if (rows.some((r) => r.value === 'explode')) throw new Error('the store refused the write');
    rows.forEach((_, i) => ctx.progress(i + 1, rows.length));
    return { imported: ctx.dryRun ? 0 : rows.length, updated: 0, unchanged: ctx.dryRun ? rows.length : 0, rejected: [] };
  },
});

/** An importer that keeps the words it was given, in a store of its own: a word it already holds is unchanged. */
function keptWordsImporter() {
  const kept = new Set<string>();
  const importer = defineImporter({
    kind: 'kept-words',
    title: 'Kept words',
    description: 'One word a row, kept',
    columns: [{ key: 'word', names: ['word'], required: true }],
    parse: (row) => ({ ok: true, value: row.values.word ?? '' }),
    async apply(rows, ctx) {
      if (rows.some((r) => r.value === 'explode')) throw new Error('the store refused the write');
      const fresh = rows.filter((r) => !kept.has(r.value));
      if (!ctx.dryRun) fresh.forEach((r) => kept.add(r.value));
      return { imported: fresh.length, updated: 0, unchanged: rows.length - fresh.length, rejected: [] };
    },
  });
  return { importer, kept };
}

const csv = (...words: string[]) => new TextEncoder().encode(['word', ...words].join('\n'));
const actor = { userId: 1, email: 'admin@example.com', role: 'admin' as const, requestId: 'req-1' };

let testDatabase: TestDatabase;
let database: Database;
beforeAll(async () => {
  ({ testDatabase, database } = await openTemplateCopy({ seed: 'none' }));
});
afterAll(async () => {
  await database.close();
  await testDatabase.dispose();
});

describe('import runs', () => {
  it('records a run started from the admin shell with its report, refused rows by line', async () => {
    const runs = createImportRunsService(database.db, [wordsImporter]);
    const started = await runs.start(
      { importer: wordsImporter, bytes: csv('pork', 'bad', 'beef'), fileName: 'w.csv', dryRun: false, asOf: '2026-11-20' },
      actor,
    );
    expect(started).toMatchObject({ status: 'running', kind: 'words', progress: { done: 0, total: 3 }, startedBy: 1 });
    await runs.settled();
    const done = await runs.run(started.id, actor);
    expect(done).toMatchObject({ status: 'done', read: 3, imported: 2, rejectedCount: 1, rejected: [{ line: 3, reason: 'a bad word' }] });
    expect(done?.progress).toEqual({ done: 2, total: 2 });
    expect(done?.finishedAt).not.toBeNull();
    const history = await runs.runs(1, 10, actor);
    expect(history.list[0]?.id).toBe(started.id);
  });

  it('refuses a file it cannot read before recording anything', async () => {
    const runs = createImportRunsService(database.db, [wordsImporter]);
    const before = (await runs.runs(1, 100, actor)).total;
    await expect(
      runs.start(
        { importer: wordsImporter, bytes: new TextEncoder().encode('name\nx'), fileName: 'w.csv', dryRun: false, asOf: '2026-11-20' },
        actor,
      ),
    ).rejects.toThrow(ImportFileError);
    expect((await runs.runs(1, 100, actor)).total).toBe(before);
  });

  it('records a run whose writes failed as failed, with the error', async () => {
    const runs = createImportRunsService(database.db, [wordsImporter]);
    await expect(
      runs.runNow({ importer: wordsImporter, bytes: csv('explode'), fileName: 'w.csv', dryRun: false, asOf: '2026-11-20' }),
    ).rejects.toThrow('refused');
    const [latest] = (await runs.runs(1, 1, actor)).list;
    expect(latest).toMatchObject({ status: 'failed', error: 'the store refused the write', startedBy: null });
  });

  it('keeps dry runs apart in the history', async () => {
    const runs = createImportRunsService(database.db, [wordsImporter]);
    const report = await runs.runNow({ importer: wordsImporter, bytes: csv('pork'), fileName: 'w.csv', dryRun: true, asOf: '2026-11-20' });
    expect(report).toMatchObject({ dryRun: true, imported: 0, unchanged: 1 });
    const [latest] = (await runs.runs(1, 1, actor)).list;
    expect(latest).toMatchObject({ dryRun: true, status: 'done', unchanged: 1 });
  });

  it('tells its follower after a run that wrote, and not after a dry run, a run that changed nothing or one that failed', async () => {
    const told: string[] = [];
    const { importer: unchangedOnSecondRun, kept } = keptWordsImporter();
    // What the follower sees when it is told: the run's rows already written. It is told before the run reads as
    // done, so whoever sees the run done finds the follower already woken.
    const runs = createImportRunsService(database.db, [unchangedOnSecondRun], {
      written: async () => told.push(`${[...kept].join(',')} ${(await runs.runs(1, 1, actor)).list[0]?.status}`),
    });
    const run = (dryRun: boolean, ...words: string[]) =>
      runs.runNow({ importer: unchangedOnSecondRun, bytes: csv(...words), fileName: 'w.csv', dryRun, asOf: '2026-11-20' });
    await run(true, 'lamb');
    expect(told).toEqual([]);
    await run(false, 'lamb');
    expect(told).toEqual(['lamb running']);
    expect((await runs.runs(1, 1, actor)).list[0]).toMatchObject({ status: 'done', imported: 1 });
    await run(false, 'lamb');
    await expect(run(false, 'explode')).rejects.toThrow('refused');
    expect(told).toEqual(['lamb running']);
  });

  it('still reports a run whose follower could not be told', async () => {
    const runs = createImportRunsService(database.db, [wordsImporter], { written: () => Promise.reject(new Error('queue down')) });
    const report = await runs.runNow({ importer: wordsImporter, bytes: csv('veal'), fileName: 'w.csv', dryRun: false, asOf: '2026-11-20' });
    expect(report).toMatchObject({ imported: 1 });
    expect((await runs.runs(1, 1, actor)).list[0]).toMatchObject({ status: 'done', imported: 1 });
  });

  it('leaves the search indexes it wrote to merged, so searches right after a run read no pending list', async () => {
    const db = database.db;
    await db.execute(sql`create table imported_words (word text not null)`);
    await db.execute(sql`create index imported_words_trgm on imported_words using gin (word gin_trgm_ops)`);
    const pendingPages = () => pendingIndexPages(db, 'imported_words_trgm');
    const insert = (words: string[]) =>
      db.execute(
        sql`insert into imported_words select w || ' ' || g from unnest(string_to_array(${words.join(',')}, ',')) w, generate_series(1, 200) g`,
      );
    // The same write outside a run leaves its entries pending.
    await insert(['mutton', 'brisket']);
    expect(await pendingPages()).toBeGreaterThan(0);

    const searchWords = defineImporter({
      kind: 'search-words',
      title: 'Search words',
      description: 'One word a row, searchable',
      columns: [{ key: 'word', names: ['word'], required: true }],
      parse: (row) => ({ ok: true, value: row.values.word ?? '' }),
      async apply(rows) {
        await insert(rows.map((r) => r.value));
        return { imported: rows.length, updated: 0, unchanged: 0, rejected: [] };
      },
    });
    const runs = createImportRunsService(db, [searchWords]);
    await runs.runNow({ importer: searchWords, bytes: csv('tenderloin', 'shank'), fileName: 'w.csv', dryRun: false, asOf: '2026-11-20' });
    expect(await pendingPages()).toBe(0);
    const found = await db.execute(sql`select count(*)::int as n from imported_words where word like '%nderloin 17'`);
    expect((found.rows[0] as { n: number }).n).toBe(1);
  });
});
