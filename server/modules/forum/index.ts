import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { CollectService } from '../../shared/collect/index';
import type { ModerationRegistry, ModerationService } from '../../shared/moderation/index';
import type { SubjectRegistry } from '../../shared/subjects/index';
import { addTopicViews } from './queries/topics';
import { topicRoutes } from './routes';
import { createTopicService } from './service';
import { topicModerated, topicSubject } from './subjects';

/** Forum topics become subjects of comments and favourites, and items of the moderation queue. */
export function registerForumSubjects(db: Db, subjects: SubjectRegistry, moderated: ModerationRegistry) {
  subjects.register(topicSubject(db));
  moderated.register(topicModerated(db));
}

/** The topic forum (§7 'Community'; the web's /exchange pages, the API's /api/community). */
export function registerForum(http: CallRegistrar, deps: { db: Db; collect: CollectService; moderation: ModerationService }) {
  topicRoutes(http, createTopicService({ ...deps, limits: http.limits }), http.views.counter('topic', addTopicViews(deps.db)));
}
