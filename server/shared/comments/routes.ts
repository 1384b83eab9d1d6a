import { commentCalls } from '../../../contracts/comments/calls';
import type { CallRegistrar } from '../../platform/calls';
import { auditActorOf } from '../audit/index';
import type { CommentService } from './service';

/** §7 'Comments', and the admin shell's removal. */
export function commentRoutes(http: CallRegistrar, comments: CommentService) {
  http.handle(commentCalls.list, ({ query }, { user }) => comments.list(user, query));
  http.handle(commentCalls.add, ({ body }, { user }) => comments.add(user, body));
  http.handle(commentCalls.reply, ({ body }, { user }) => comments.reply(user, body));
  http.handle(commentCalls.remove, async ({ body }, { user, request }) => {
    await comments.remove(user, body, auditActorOf(user, request.id));
    return null;
  });
  http.handle(commentCalls.adminList, ({ query }, { user }) => comments.adminList(query, user));
  http.handle(commentCalls.adminRemove, async ({ params }, { user, request }) => {
    await comments.adminRemove(params.id, auditActorOf(user, request.id));
    return null;
  });
}
