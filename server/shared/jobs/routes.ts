import { jobCalls } from '../../../contracts/jobs/calls';
import { JOBS_MSG } from '../../../contracts/jobs/codes';
import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import { notFound } from '../../platform/envelope';
import { auditActorOf, recordAudit } from '../audit/index';
import type { JobQueue, JobSummary } from './types';

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

/** The admin shell's view of the queue. A retry is an administrator's write, so it goes in the audit log. */
export function registerJobsAdmin(http: CallRegistrar, queue: JobQueue, db: Db) {
  http.handle(jobCalls.list, async ({ query }) => {
    const { list, total } = await queue.list(query.state, query.page, query.limit);
    return { list: list.map(entryOf), total, engine: queue.engine, scheduled: queue.scheduled() };
  });
  http.handle(jobCalls.runNow, async ({ body }, { user, request }) => {
    if (!(await queue.runNow(body.name))) throw notFound(JOBS_MSG.notRecurring);
    await recordAudit(db, auditActorOf(user, request.id), {
      action: 'job.run',
      subjectType: 'job',
      subjectId: body.name,
      before: null,
      after: { queued: true },
    });
    return null;
  });
  http.handle(jobCalls.retry, async ({ body }, { user, request }) => {
    if (!(await queue.retry(body.name, body.id))) throw notFound(JOBS_MSG.notFound);
    await recordAudit(db, auditActorOf(user, request.id), {
      action: 'job.retry',
      subjectType: 'job',
      subjectId: `${body.name}/${body.id}`,
      before: { state: 'failed' },
      after: { state: 'retry' },
    });
    return null;
  });
}
