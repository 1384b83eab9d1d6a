import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { CollectService } from '../../shared/collect/index';
import type { ModerationRegistry, ModerationService } from '../../shared/moderation/index';
import type { SubjectRegistry } from '../../shared/subjects/index';
import { createLeadService } from './service';
import { leadRoutes, topicRoutes } from './routes';
import { communityModerated, communitySubjects } from './subjects';
import { createTopicService } from '../forum/service';

/** Leads and topics become subjects of comments and favourites, and items of the moderation queue. */
export function registerCommunitySubjects(db: Db, subjects: SubjectRegistry, moderated: ModerationRegistry) {
  for (const source of communitySubjects(db)) subjects.register(source);
  for (const source of communityModerated(db)) moderated.register(source);
}

/** The Community area's calls (§7 'Supply/demand' and 'Community'). */
export function registerCommunity(http: CallRegistrar, deps: { db: Db; collect: CollectService; moderation: ModerationService }) {
  leadRoutes(http, createLeadService({ ...deps, limits: http.limits }), deps.collect);
  topicRoutes(http, createTopicService({ ...deps, limits: http.limits }), deps.collect);
}
