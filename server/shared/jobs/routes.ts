import { jobCalls } from '../../../contracts/jobs/calls';
import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import { auditActorOf } from '../audit/index';
import { createJobsAdmin } from './admin-service';
import type { JobQueue } from './types';

/** The admin shell's view of the queue ('admin' access: 404 to anyone else before these run). */
export function registerJobsAdmin(http: CallRegistrar, queue: JobQueue, db: Db) {
  const jobs = createJobsAdmin(queue, db);
  http.handle(jobCalls.list, ({ query }, { user }) => jobs.list(query.state, query.page, query.limit, user));
  http.handle(jobCalls.runNow, ({ body }, { user, request }) => jobs.runNow(body.name, auditActorOf(user, request.id)));
  http.handle(jobCalls.retry, ({ body }, { user, request }) => jobs.retry(body.name, body.id, auditActorOf(user, request.id)));
}
