import type { FastifyBaseLogger } from 'fastify';
import type { UploadPurpose } from '../../../contracts/uploads/codes';
import type { Executor } from '../../db/client';
import { deleteUploads, findSweepable } from './queries';
import type { UploadStore } from './store';

/** Article images are referenced from article HTML, not attached: the sweep leaves them alone. */
const NEVER_SWEPT: UploadPurpose[] = ['article-image'];
const BATCH = 200;

/**
 * Removes what no subject uses once the grace period is over: tokens never completed, files never attached, and
 * files let go of by a deleted or edited subject. Files go first, then rows, so a row never names a missing file
 * for longer than one batch. Answers how many uploads were removed.
 */
export async function sweepUploads(db: Executor, store: UploadStore, graceHours: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - graceHours * 3_600_000);
  let removed = 0;
  for (;;) {
    const rows = await findSweepable(db, cutoff, NEVER_SWEPT, BATCH);
    if (rows.length === 0) return removed;
    for (const row of rows) await store.delete(row.key);
    await deleteUploads(
      db,
      rows.map((r) => r.id),
    );
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}

/**
 * The sweep on a timer in this process until the job queue (server/shared/jobs, branch `jobs`) takes it as a
 * recurring job. unref: the timer never keeps the process alive; stop() clears it on close.
 */
export function startSweepTimer(run: () => Promise<number>, intervalMinutes: number, log: FastifyBaseLogger) {
  if (intervalMinutes <= 0) return { stop() {} };
  const timer = setInterval(() => {
    run().then(
      (n) => n && log.info({ removed: n }, 'upload sweep removed unused uploads'),
      (err: unknown) => log.error({ err }, 'upload sweep failed'),
    );
  }, intervalMinutes * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
