import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client';

/** Counts one view of the row with this id (a news item, a topic, an article). */
export type ViewCounter = (id: number) => void;

/** Adds each row's new views to what the table holds: how a kind of view is written. */
export type ViewWriter = (counts: ReadonlyMap<number, number>) => Promise<unknown>;

/** How often the views counted in memory are written. */
export const VIEW_FLUSH_MS = 5_000;

/** The most rows one statement adds to. */
const ROWS_PER_STATEMENT = 500;

/**
 * Views counted apart from the pages that show them (decision 0066): a detail page or call is served from the
 * anonymous cache, and every answer of it, a cached one included, counts one view here, in memory. Every few seconds
 * (and when the app closes) each kind's counts are written as additions (`views = views + n`), so several processes
 * add to one row instead of overwriting it. A write that fails keeps its counts for the next; a process killed
 * without closing loses what it counted since its last write (at most VIEW_FLUSH_MS of views).
 */
export class ViewCounts {
  readonly #writers = new Map<string, ViewWriter>();
  readonly #pending = new Map<string, Map<number, number>>();
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly everyMs = VIEW_FLUSH_MS,
  ) {}

  /** The counter of one kind of view, written by `write`. */
  counter(kind: string, write: ViewWriter): ViewCounter {
    if (this.#writers.has(kind)) throw new Error(`views of ${kind} are counted twice`);
    this.#writers.set(kind, write);
    return (id) => this.#add(kind, id, 1);
  }

  /** The views counted and not yet written, of one kind. */
  pending(kind: string): number {
    let total = 0;
    for (const n of this.#pending.get(kind)?.values() ?? []) total += n;
    return total;
  }

  #add(kind: string, id: number, n: number) {
    let counts = this.#pending.get(kind);
    if (!counts) this.#pending.set(kind, (counts = new Map()));
    counts.set(id, (counts.get(id) ?? 0) + n);
    this.#timer ??= setTimeout(() => {
      this.#timer = undefined;
      void this.flush();
    }, this.everyMs).unref();
  }

  /** Writes every count held now; one write at a time, so a count is never written twice. */
  flush(): Promise<void> {
    this.#writing = this.#writing.then(() => this.#writeAll());
    return this.#writing;
  }

  async #writeAll() {
    const taken = [...this.#pending];
    this.#pending.clear();
    for (const [kind, counts] of taken) {
      try {
        await this.#writers.get(kind)!(counts);
      } catch (err) {
        this.log.error({ err, kind, rows: counts.size }, 'view counts could not be written; kept for the next write');
        for (const [id, n] of counts) this.#add(kind, id, n);
      }
    }
  }

  /** On close: no timer left behind, and every count written; what the database refused is reported lost. */
  async close() {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.flush();
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const lost = [...this.#pending.keys()].map((kind) => ({ kind, views: this.pending(kind) }));
    if (lost.length) this.log.error({ lost }, 'view counts lost at close: the database refused them');
  }
}

/** A ViewWriter for a table: adds each id's count to `column`, one statement per ROWS_PER_STATEMENT rows. */
export function addToColumn(db: Executor, table: PgTable, id: PgColumn, column: PgColumn): ViewWriter {
  return async (counts) => {
    const rows = [...counts];
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      const values: SQL[] = rows.slice(start, start + ROWS_PER_STATEMENT).map(([key, n]) => sql`(${key}::bigint, ${n}::int)`);
      await db.execute(
        sql`update ${table} set ${sql.identifier(column.name)} = ${column} + v.n from (values ${sql.join(values, sql`, `)}) as v(id, n) where ${id} = v.id`,
      );
    }
  };
}
