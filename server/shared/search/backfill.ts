import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { company, plant, product, searchBackfill } from '../../db/schema/index';
import type { JobQueue } from '../jobs/index';
import { pinyinOf } from './text';

/**
 * The one-time backfill an upgraded database needs (docs/search.md 'Upgrading a database', decision 0062): rows
 * written before pinyin was stored get the pinyin of their Chinese names in their search text, as a reseed would
 * write it. It runs as a job of the jobs system, queued at start while a task is unfinished; each batch records how
 * far it got in search_backfill (the admin's progress: lastId and changed per table, and the log), so a restart
 * resumes there and a finished task never runs again. (The product_term dictionary needs no backfill: the
 * reference data, seedReference, adds its missing entries at every start.)
 */
export const SEARCH_BACKFILL_JOB = 'search-backfill';

/** Rows read and written per transaction. */
export const BACKFILL_BATCH = 500;

/** Han characters, as search_bigrams and hasHan read them. */
const HAN_CLASS = '[\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff]';

interface PinyinTask {
  task: string;
  table: PgTable;
  id: AnyPgColumn;
  searchText: AnyPgColumn;
  /** The Chinese names whose pinyin the search text holds, in the order searchTextOf appends them. */
  names: AnyPgColumn[];
}

/** The tables whose writers store pinyin (searchTextOf): companies, plants and products. */
const PINYIN_TASKS: PinyinTask[] = [
  {
    task: 'pinyin:market_company',
    table: company,
    id: company.id,
    searchText: company.searchText,
    names: [company.plantNameZh, company.companyAlias],
  },
  { task: 'pinyin:market_plant', table: plant, id: plant.id, searchText: plant.searchText, names: [plant.plantNameZh] },
  { task: 'pinyin:market_product', table: product, id: product.id, searchText: product.searchText, names: [product.goodsName] },
];

export const BACKFILL_TASKS = PINYIN_TASKS.map((t) => t.task);

/**
 * A search text with the pinyin of each Chinese name it lacks appended, as searchTextOf would have written it;
 * undefined when nothing is missing (so a row already written with pinyin, or one backfilled, is left alone).
 */
export function withPinyin(searchText: string, names: string[]): string | undefined {
  const missing = names.map((name) => pinyinOf(name)).filter((p) => p !== '' && !searchText.includes(p));
  return missing.length === 0 ? undefined : [searchText, ...missing].join(' ');
}

async function progressOf(db: Executor, task: string) {
  await db.insert(searchBackfill).values({ task }).onConflictDoNothing();
  const [row] = await db.select().from(searchBackfill).where(eq(searchBackfill.task, task));
  return row!;
}

/** One batch of a pinyin task after `lastId`: the rows holding Chinese names, rewritten where pinyin is missing. */
async function pinyinBatch(db: Executor, t: PinyinTask, lastId: number) {
  const hasChinese = sql.join(
    t.names.map((name) => sql`${name} ~ ${HAN_CLASS}`),
    sql` or `,
  );
  const rows = await db
    .select({ id: t.id, searchText: t.searchText, names: sql<string[]>`array[${sql.join(t.names, sql`, `)}]` })
    .from(t.table)
    .where(and(gt(t.id, lastId), sql`(${hasChinese})`))
    .orderBy(asc(t.id))
    .limit(BACKFILL_BATCH);
  let changed = 0;
  for (const row of rows) {
    const next = withPinyin(row.searchText as string, row.names);
    if (next === undefined) continue;
    await db.execute(sql`update ${t.table} set ${sql.identifier(t.searchText.name)} = ${next} where ${t.id} = ${row.id}`);
    changed++;
  }
  return { read: rows.length, lastId: rows.at(-1)?.id as number | undefined, changed };
}

async function runPinyinTask(db: Executor, t: PinyinTask, log: FastifyBaseLogger) {
  const progress = await progressOf(db, t.task);
  if (progress.doneAt) return;
  let { lastId, changed } = progress;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const b = await pinyinBatch(tx, t, lastId);
      const done = b.read < BACKFILL_BATCH;
      await tx
        .update(searchBackfill)
        .set({
          lastId: b.lastId ?? lastId,
          changed: sql`${searchBackfill.changed} + ${b.changed}`,
          updatedAt: new Date(),
          doneAt: done ? new Date() : null,
        })
        .where(eq(searchBackfill.task, t.task));
      return { ...b, done };
    });
    lastId = batch.lastId ?? lastId;
    changed += batch.changed;
    log.info({ task: t.task, lastId, changed }, batch.done ? 'search backfill: task done' : 'search backfill: batch written');
    if (batch.done) return;
  }
}

/** Every unfinished task, in turn. Safe to run again: finished tasks are skipped, rows with pinyin left alone. */
export async function runSearchBackfill(db: Executor, log: FastifyBaseLogger): Promise<void> {
  for (const t of PINYIN_TASKS) await runPinyinTask(db, t, log);
}

/** A database whose rows were all written with pinyin (the demo seed): every task recorded as done. */
export async function markSearchBackfillDone(db: Executor): Promise<void> {
  const now = new Date();
  await db
    .insert(searchBackfill)
    .values(BACKFILL_TASKS.map((task) => ({ task, doneAt: now })))
    .onConflictDoUpdate({ target: searchBackfill.task, set: { doneAt: now, updatedAt: now } });
}

/** Whether every task is recorded as done (a database just migrated has none recorded). */
export async function searchBackfillDone(db: Executor): Promise<boolean> {
  const done = await db.select({ task: searchBackfill.task }).from(searchBackfill).where(isNotNull(searchBackfill.doneAt));
  const finished = new Set(done.map((d) => d.task));
  return BACKFILL_TASKS.every((t) => finished.has(t));
}

/**
 * Defines the backfill job; the returned `queueIfNeeded` (called once the queue has started) queues it unless
 * every task is done. The dedupe key keeps two starts from queueing it twice.
 */
export function registerSearchBackfill(queue: JobQueue, db: Executor, log: FastifyBaseLogger) {
  queue.define(SEARCH_BACKFILL_JOB, () => runSearchBackfill(db, log), { retryLimit: 3, leaseSeconds: 1_800 });
  return {
    async queueIfNeeded() {
      if (await searchBackfillDone(db)) return;
      await queue.enqueue(SEARCH_BACKFILL_JOB, {}, { key: SEARCH_BACKFILL_JOB });
    },
  };
}
