import { z } from 'zod';
import { JOB_LIST_FILTERS, JOB_STATES } from './codes';
import { PAGE_NUMBER } from '../core/rules';

export const jobListQuery = z.object({
  state: z.enum(JOB_LIST_FILTERS).default('queued'),
  page: z.coerce.number().int().min(PAGE_NUMBER.min).max(PAGE_NUMBER.max).default(1),
  limit: z.coerce.number().int().min(10).max(20).multipleOf(10).default(10).describe('10 or 20'),
});

const jobName = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,60}$/, 'Not a job name')
  .describe('The kind of job, e.g. mail-send');

export const jobRetryBody = z.object({ name: jobName, id: z.string().min(1).max(40) });
export const jobRunBody = z.object({ name: jobName });

export const jobSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  /** The job's input as JSON text, cut at 500 characters. */
  data: z.string(),
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  startAfter: z.string(),
  completedAt: z.string().nullable(),
});
export type JobEntry = z.infer<typeof jobSchema>;
