import type { Db, Executor } from '../../db/client';
import { mergeSearchIndexes } from '../../db/maintenance';
import { IMPORT_REJECTED_KEPT } from '../../../contracts/imports/codes';
import type { ImportRun } from '../../../contracts/imports/models';
import { invalidate } from '../../platform/response-cache';
import { authorize, type Actor } from '../../platform/policy';
import { recordAudit, type AuditActor } from '../../shared/audit/index';
import type { Importer } from '../core/define';
import { importOpened, openFile, assertRunnable, previewFile, type OpenedFile } from '../core/run';
import type { ImportReport } from '../core/types';
import { findRun, insertRun, pageRuns, updateRun, type ImportRunRow } from './queries';
import { importRunPolicy } from './policies';

/** A running row whose progress has not moved for this long was cut off (the process stopped). */
const ABANDONED_AFTER_MS = 5 * 60_000;
/** Progress is written at most this often; the admin screen polls about once a second. */
const PROGRESS_EVERY_MS = 500;

export function presentRun(row: ImportRunRow, now = Date.now()): ImportRun {
  const abandoned = row.status === 'running' && now - row.updatedAt.getTime() > ABANDONED_AFTER_MS;
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    code: row.code,
    dryRun: row.dryRun,
    asOf: row.asOf,
    status: abandoned ? 'failed' : (row.status as ImportRun['status']),
    progress: { done: row.progressDone, total: row.progressTotal },
    read: row.read,
    imported: row.imported,
    updated: row.updated,
    unchanged: row.unchanged,
    rejectedCount: row.rejectedCount,
    rejected: row.rejected as ImportRun['rejected'],
    error: abandoned
      ? 'The import stopped when the portal was restarted; run it again (what was written stays, a second run completes it)'
      : row.error,
    startedBy: row.startedBy,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

const reportFields = (report: ImportReport) => ({
  read: report.read,
  imported: report.imported,
  updated: report.updated,
  unchanged: report.unchanged,
  rejectedCount: report.rejected.length,
  rejected: report.rejected.slice(0, IMPORT_REJECTED_KEPT),
});

export interface RunRequest {
  importer: Importer;
  bytes: Uint8Array;
  fileName: string;
  code?: string;
  dryRun: boolean;
  asOf: string;
}

/**
 * Runs an opened file against its run row: progress while it goes, the report when done, the error when applying
 * stopped. The row is the record of the run whichever way it ends.
 */
async function execute(
  db: Executor,
  run: ImportRunRow,
  request: RunRequest,
  opened: OpenedFile,
  hooks: ImportRunHooks,
): Promise<ImportReport> {
  let lastWrite = 0;
  let pending: Promise<void> = Promise.resolve();
  const progress = (done: number, total: number) => {
    const now = Date.now();
    if (now - lastWrite < PROGRESS_EVERY_MS && done < total) return;
    lastWrite = now;
    pending = pending.then(() => updateRun(db, run.id, { progressDone: done, progressTotal: total })).catch(() => {});
  };
  try {
    const report = await importOpened({ db, ...request, runId: run.id, progress }, opened);
    await pending;
    if (!report.dryRun && report.imported + report.updated > 0) {
      // The written rows' search entries join their indexes now, not at autovacuum's next pass (decision 0036).
      // A speed-up only: should it fail, the import stands and searches merely read a longer pending list.
      await mergeSearchIndexes(db).catch(() => undefined);
      // What visitors were shown from the cache may be stale now (decision 0027).
      await invalidate();
      // After the import's commit, and before the run reads as done: whoever sees it done finds the followers
      // already woken. A failure to wake one loses nothing: the watchlist's own scan finds the rows.
      await hooks.written?.().catch(() => undefined);
    }
    await updateRun(db, run.id, { status: 'done', ...reportFields(report), finishedAt: new Date() });
    return report;
  } catch (err) {
    await pending;
    await updateRun(db, run.id, { status: 'failed', error: (err as Error).message.slice(0, 2_000), finishedAt: new Date() });
    throw err;
  }
}

export type ImportRunsService = ReturnType<typeof createImportRunsService>;

export interface ImportRunHooks {
  /**
   * Runs once a run that wrote something has committed: whoever follows the written rows looks now rather than at
   * its next scheduled pass (the watchlist alerts the subscribers of the plants an establishment list changed).
   */
  written?: () => Promise<unknown>;
}

/**
 * Import runs for the admin shell and the command line. Runs in one process go one after another: on the embedded
 * database a long import must not interleave its transactions with another's.
 */
export function createImportRunsService(db: Db, importers: readonly Importer[], hooks: ImportRunHooks = {}) {
  let queue: Promise<unknown> = Promise.resolve();
  const importerOf = (kind: string) => importers.find((i) => i.kind === kind);

  async function begin(request: RunRequest, startedBy: number | null) {
    const opened = await openFile(request.importer, request.bytes, request.fileName);
    assertRunnable(request.importer, opened, request.code);
    const run = await insertRun(db, {
      kind: request.importer.kind,
      fileName: request.fileName,
      code: request.code ?? null,
      dryRun: request.dryRun,
      asOf: request.asOf,
      status: 'running',
      progressTotal: opened.rows.length,
      startedBy,
    });
    return { run, opened };
  }

  return {
    importerOf,
    importers: (actor: Actor) => {
      authorize(actor, 'read', importRunPolicy.of(null));
      return importers;
    },

    /** What a file would import, without writing anything. */
    async preview(importer: Importer, bytes: Uint8Array, fileName: string, actor: Actor) {
      authorize(actor, 'run', importRunPolicy.of(null));
      return previewFile(importer, bytes, fileName);
    },

    /** The command line: runs now and returns the report. */
    async runNow(request: RunRequest): Promise<ImportReport> {
      const { run, opened } = await begin(request, null);
      return execute(db, run, request, opened, hooks);
    },

    /**
     * The admin shell: a file that cannot be read is refused at once (ImportFileError); otherwise the run is
     * recorded and audited, and applied in the background while the screen polls it.
     */
    async start(request: RunRequest, actor: AuditActor): Promise<ImportRun> {
      authorize(actor, 'run', importRunPolicy.of(null));
      const { run, opened } = await begin(request, actor.userId);
      await recordAudit(db, actor, {
        action: 'import.start',
        subjectType: 'import_run',
        subjectId: run.id,
        before: null,
        after: { kind: run.kind, fileName: run.fileName, code: run.code, dryRun: run.dryRun, asOf: run.asOf },
      });
      queue = queue.then(() => execute(db, run, request, opened, hooks)).catch(() => {});
      return presentRun(run);
    },

    async run(id: number, actor: Actor): Promise<ImportRun | undefined> {
      authorize(actor, 'read', importRunPolicy.of(null));
      const row = await findRun(db, id);
      return row && presentRun(row);
    },

    async runs(page: number, limit: number, actor: Actor) {
      authorize(actor, 'read', importRunPolicy.of(null));
      const { rows, total } = await pageRuns(db, page, limit);
      return { list: rows.map((row) => presentRun(row)), total };
    },

    /** Waits for the runs this process has queued (shutdown, tests). */
    settled: () => queue.then(() => undefined),
  };
}
