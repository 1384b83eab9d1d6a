import { JOBS_MSG } from '../../../contracts/jobs/codes';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/envelope';
import { authorize, type Actor } from '../../platform/policy';
import { recordAudit, type AuditActor } from '../audit/index';
import { jobPolicy } from './policies';
import type { JobListFilter, JobQueue, JobSummary } from './types';

const DATA_SHOWN = 500;

function entryOf(job: JobSummary) {
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    data: JSON.stringify(job.data ?? null).slice(0, DATA_SHOWN),
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    lastError: job.lastError,
    createdAt: job.createdAt.toISOString(),
    startAfter: job.startAfter.toISOString(),
    completedAt: job.completedAt?.toISOString() ?? null,
  };
}

/** The admin shell's view of the queue. A run or a retry is an administrator's write, so it goes in the audit log. */
export function createJobsAdmin(queue: JobQueue, db: Db) {
  return {
    async list(state: JobListFilter, page: number, limit: number, actor: Actor) {
      authorize(actor, 'read', jobPolicy.of(null));
      const { list, total } = await queue.list(state, page, limit);
      return { list: list.map(entryOf), total, engine: queue.engine, scheduled: queue.scheduled() };
    },

    async runNow(name: string, actor: AuditActor): Promise<null> {
      authorize(actor, 'run', jobPolicy.of(null));
      if (!(await queue.runNow(name))) throw notFound(JOBS_MSG.notRecurring);
      await recordAudit(db, actor, { action: 'job.run', subjectType: 'job', subjectId: name, before: null, after: { queued: true } });
      return null;
    },

    async retry(name: string, id: string, actor: AuditActor): Promise<null> {
      authorize(actor, 'run', jobPolicy.of(null));
      if (!(await queue.retry(name, id))) throw notFound(JOBS_MSG.notFound);
      await recordAudit(db, actor, {
        action: 'job.retry',
        subjectType: 'job',
        subjectId: `${name}/${id}`,
        before: { state: 'failed' },
        after: { state: 'retry' },
      });
      return null;
    },
  };
}
