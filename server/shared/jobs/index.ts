import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createPgBossQueue } from './pgboss-engine';
import { createTableQueue } from './table-engine';
import type { JobQueue } from './types';

export { createPgBossQueue } from './pgboss-engine';
export { createTableQueue } from './table-engine';
export type { EnqueueOptions, JobHandler, JobListFilter, JobOptions, JobQueue, JobRun, JobState, JobSummary, Recurrence } from './types';

/** pg-boss on PostgreSQL (DATABASE_URL), the job table on the embedded database. */
export function createJobQueue(database: Database, databaseUrl: string, log: FastifyBaseLogger): JobQueue {
  // pg-boss opens its own connections, on the same server as the portal's pool; it connects only when started.
  if (database.engine === 'postgres') return createPgBossQueue(databaseUrl, log);
  return createTableQueue(database.db, log);
}
export { registerJobsAdmin } from './routes';
