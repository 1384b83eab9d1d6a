import type { Executor } from './client';

/** What Drizzle's `.prepare(name)` gives: the SQL text built once, run with the values of its placeholders. */
export interface Prepared<R> {
  execute(values: Record<string, unknown>): Promise<R>;
}

const statements = new WeakMap<Executor, Map<string, Prepared<unknown>>>();

/** At most this many shapes per database: a bound, should a caller ever put a value into a name. */
const MAX_STATEMENTS = 500;

/**
 * A hot query prepared once per database and name, then run with its placeholders' values (decision 0034).
 * Drizzle then builds the SQL text once instead of on every call, and node-postgres sends a named statement that
 * each pooled connection parses once. The name must stand for one SQL text: it names the query's shape (which
 * filters are present), never a value. Queries whose shape grows with the input stay unprepared.
 */
export function prepared<R>(db: Executor, name: string, build: () => { prepare(name: string): Prepared<R> }): Prepared<R> {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as Prepared<R> | undefined;
  if (!statement) {
    if (byName.size >= MAX_STATEMENTS) throw new Error(`more than ${MAX_STATEMENTS} prepared shapes: '${name}' must name a shape`);
    statement = build().prepare(name);
    byName.set(name, statement as Prepared<unknown>);
  }
  return statement;
}
