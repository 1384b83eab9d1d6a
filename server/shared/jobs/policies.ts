import { adminPolicy } from '../../platform/policy';

/** The job queue as the admin shell shows it (the 'job' subject): administrators list, run and retry jobs. */
export const jobPolicy = adminPolicy('job', ['read', 'run']);
