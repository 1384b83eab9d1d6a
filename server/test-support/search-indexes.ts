import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * How many pending-list pages a search (GIN) index held: it merges them itself to count them, so a second call
 * reads 0. A test asserts with it that a step left nothing pending, or that a write did leave some.
 */
export async function pendingIndexPages(db: Executor, index: string): Promise<number> {
  const result = await db.execute(sql`select gin_clean_pending_list(${index}::regclass) as pages`);
  return Number((result.rows[0] as { pages: number | string }).pages);
}
