import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

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

export const jobMessages = messageTable('spec-jobs', en, zh);
export const JOBS_MSG = jobMessages.texts.en;
