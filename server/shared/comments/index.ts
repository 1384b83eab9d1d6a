import type { NotificationService } from '../notifications/index';
import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { SubjectRegistry } from '../subjects/index';
import { commentRoutes } from './routes';
import { createCommentService, type BadgeLookup, type CommentService } from './service';

export type { BadgeLookup, CommentService } from './service';
export { liveCommentCount } from './queries';
export { toldOfComment } from './policies';

/** Comments on whatever subjects the areas register with the 'comment' feature (§7 'Comments'). */
export function registerComments(
  http: CallRegistrar,
  db: Db,
  subjects: SubjectRegistry,
  notifications?: Pick<NotificationService, 'deliver' | 'dispatch'>,
  badgesOf?: BadgeLookup,
): CommentService {
  const comments = createCommentService(db, subjects, http.limits, Date.now, notifications, badgesOf);
  commentRoutes(http, comments);
  return comments;
}
