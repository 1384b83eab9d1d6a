import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { changeCursor, changeSeen } from '../../db/schema/index';
import type { ChangeSource } from './changes';

/** The ids of a source's rows after `afterId` already turned into notifications (the re-read window, decision 0026). */
export async function seenAfter(tx: Executor, source: ChangeSource, afterId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ id: changeSeen.sourceId })
    .from(changeSeen)
    .where(and(eq(changeSeen.name, source), gt(changeSeen.sourceId, afterId)));
  return new Set(rows.map((r) => r.id));
}

export async function markSeen(tx: Executor, source: ChangeSource, ids: readonly number[]) {
  if (ids.length)
    await tx
      .insert(changeSeen)
      .values(ids.map((sourceId) => ({ name: source, sourceId })))
      .onConflictDoNothing();
}

/** A source's watermark, created at `latest` when it has none yet. */
export async function ensureCursor(db: Executor, source: ChangeSource, latest: number) {
  await db.insert(changeCursor).values({ name: source, lastId: latest, floorId: latest }).onConflictDoNothing();
}

/** The watermark, locked for the transaction: two scans of one source run one after the other. */
export async function lockCursor(tx: Executor, source: ChangeSource) {
  const [cursor] = await tx.select().from(changeCursor).where(eq(changeCursor.name, source)).for('update');
  return cursor;
}

/** Moves the watermark up to `lastId` and forgets the seen ids below the re-read window, which is never read again. */
export async function advanceCursor(tx: Executor, source: ChangeSource, lastId: number, lookback: number) {
  await tx.delete(changeSeen).where(and(eq(changeSeen.name, source), lt(changeSeen.sourceId, lastId - lookback)));
  await tx
    .update(changeCursor)
    .set({ lastId: sql`greatest(${changeCursor.lastId}, ${lastId})`, updatedAt: new Date() })
    .where(eq(changeCursor.name, source));
}
