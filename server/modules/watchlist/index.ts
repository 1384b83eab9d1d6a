import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../shared/jobs/index';
import type { NotificationService } from '../../shared/notifications/index';
import { registerWatchlistJobs, type WatchlistJobs } from './producer';

export { EXPIRY_JOB, SCAN_JOB, type WatchlistJobs } from './producer';
export { alertsOfRecorded } from './recorded';

/**
 * Watchlist alerts (issue 12): subscribers of a plant or a company hear of its status, registration and
 * suspension changes, of registrations nearing expiry, and of disease bans on its country and species.
 * Whoever writes market change rows calls kick() afterwards; a scan also runs every minute.
 */
export function registerWatchlist(db: Db, queue: JobQueue, notifications: NotificationService, log: FastifyBaseLogger): WatchlistJobs {
  return registerWatchlistJobs(db, queue, notifications, log);
}
