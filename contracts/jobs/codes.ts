/** The job queue as the admin shell shows it. */

/** Which jobs the list shows: those waiting or running, or those that ran out of retries. */
export const JOB_LIST_FILTERS = ['queued', 'failed'] as const;
export type JobListFilterCode = (typeof JOB_LIST_FILTERS)[number];

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'failed', 'cancelled'] as const;

/** How each state reads in the shell. */
export const JOB_STATE_LABEL: Record<(typeof JOB_STATES)[number], string> = {
  created: 'Waiting',
  retry: 'Waiting to retry',
  active: 'Running',
  completed: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const JOBS_MSG = {
  notFound: 'No such failed job',
  retried: 'The job will run again',
  queued: 'The job is queued',
  notRecurring: 'No such recurring job',
} as const;
