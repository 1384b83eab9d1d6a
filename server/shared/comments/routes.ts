import { commentCalls } from '../../../contracts/comments/calls';
import type { CallRegistrar } from '../../platform/calls';
import { CommentingTooFast, type CommentService } from './service';

/** §7 'Comments', and the admin shell's removal. */
export function commentRoutes(http: CallRegistrar, comments: CommentService) {
  http.handle(commentCalls.list, ({ query }, { user }) => comments.list(user, query));
  http.handle(commentCalls.add, async ({ body }, { user, reply }) => {
    try {
      return await comments.add(user, body);
    } catch (err) {
      if (err instanceof CommentingTooFast) reply.header('retry-after', String(err.retryAfterSeconds));
      throw err;
    }
  });
  http.handle(commentCalls.reply, async ({ body }, { user, reply }) => {
    try {
      return await comments.reply(user, body);
    } catch (err) {
      if (err instanceof CommentingTooFast) reply.header('retry-after', String(err.retryAfterSeconds));
      throw err;
    }
  });
  http.handle(commentCalls.remove, async ({ body }, { user }) => {
    await comments.remove(user, body);
    return null;
  });
  http.handle(commentCalls.adminRemove, async ({ params }, { user, request }) => {
    await comments.adminRemove(params.id, { userId: user.userId, email: user.email, requestId: request.id });
    return null;
  });
}
