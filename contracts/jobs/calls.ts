import { z } from 'zod';
import { defineCall } from '../core/calls';
import { pageOf } from '../core/envelope';
import { JOBS_MSG } from './codes';
import { jobListQuery, jobRetryBody, jobRunBody, jobSchema } from './models';

const common = { tag: 'admin', access: 'admin' } as const;

/** The job queue in the admin shell: what waits, what failed, and running a failed job again. */
export const jobCalls = {
  list: defineCall({
    ...common,
    method: 'GET',
    path: '/api/admin/jobs',
    query: jobListQuery,
    output: pageOf(jobSchema).extend({ engine: z.enum(['table', 'pg-boss']), scheduled: z.array(z.string()) }),
    summary: 'Jobs waiting or running (state=queued) or failed (state=failed), newest first',
  }),
  runNow: defineCall({
    ...common,
    method: 'POST',
    path: '/api/admin/jobs/run',
    body: jobRunBody,
    output: z.null(),
    successMessage: JOBS_MSG.queued,
    summary: 'Queues a recurring job (the watchlist scan, the expiry check, the digest) now, outside its schedule (audit-logged)',
  }),
  retry: defineCall({
    ...common,
    method: 'POST',
    path: '/api/admin/jobs/retry',
    body: jobRetryBody,
    output: z.null(),
    successMessage: JOBS_MSG.retried,
    summary: 'Runs a failed job again with a fresh count of retries (recorded in the audit log)',
  }),
};
