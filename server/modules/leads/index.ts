import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { CollectService } from '../../shared/collect/index';
import type { ModerationRegistry, ModerationService } from '../../shared/moderation/index';
import type { SubjectRegistry } from '../../shared/subjects/index';
import type { JobQueue } from '../../shared/jobs/index';
import type { NotificationService } from '../../shared/notifications/index';
import { registerLeadExpiry } from './expiry';
import { leadRoutes } from './routes';
import { createLeadService } from './service';
import { leadModerated, leadSubject } from './subjects';
import { registerSavedSearchJobs } from './searches/jobs';
import { savedSearchRoutes } from './searches/routes';
import { createSavedSearchService } from './searches/service';

export { leadExpiryNotice } from './expiry';
export { searchMatchNotice } from './searches/jobs';
export { boardFilterOf, leadMatches } from './queries/leads';

/** Supply and demand posts become subjects of comments and favourites, and items of the moderation queue. */
export function registerLeadSubjects(db: Db, subjects: SubjectRegistry, moderated: ModerationRegistry) {
  subjects.register(leadSubject(db));
  moderated.register(leadModerated(db));
}

/** Supply and demand posts (§7 'Supply/demand'; the web's /community board, the API's /api/supply-demand). */
export function registerLeads(
  http: CallRegistrar,
  deps: { db: Db; collect: CollectService; moderation: ModerationService },
  jobs?: { queue: JobQueue; notifications: NotificationService; log: FastifyBaseLogger },
) {
  leadRoutes(http, createLeadService({ ...deps, limits: http.limits }));
  savedSearchRoutes(http, createSavedSearchService(deps.db));
  if (!jobs) return;
  // Authors hear of their approved posts' expiry (7 days before, and once expired) from a daily job.
  registerLeadExpiry(deps.db, jobs.queue, jobs.notifications);
  // Saved searches hear of newly approved posts that match them (docs/community.md 'Saved searches').
  registerSavedSearchJobs(deps.db, jobs.queue, jobs.notifications, jobs.log);
}
export { findLead } from './queries/leads';
