import type { Database } from '../../db/client';
import { vacuumAnalyze } from '../../db/maintenance';
import type { JobQueue } from '../jobs/index';

export const VACUUM_JOB = 'database-vacuum';
/** A quiet hour for the trade's visitors, who are mostly in Asia, Europe and South America. */
const VACUUM_AT_UTC = { hour: 3, minute: 40 };

/**
 * PGlite runs no autovacuum: without this job its dead rows (every view count and edit leaves one) would never be
 * reclaimed, its planner statistics would age, and the search indexes' pending lists would grow (decision 0036).
 * Once a day the embedded database gets the VACUUM (ANALYZE) PostgreSQL's autovacuum gives itself; an
 * administrator can also start it from the jobs screen. On PostgreSQL nothing is scheduled.
 */
export function registerDatabaseMaintenance(queue: JobQueue, database: Database): void {
  if (database.engine !== 'pglite') return;
  queue.define(VACUUM_JOB, () => vacuumAnalyze(database.db), { retryLimit: 1, leaseSeconds: 1_800 });
  queue.schedule(VACUUM_JOB, { dailyAtUtc: VACUUM_AT_UTC });
}
