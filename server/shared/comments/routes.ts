import type { FastifyReply, FastifyRequest } from 'fastify';
import { commentCalls } from '../../../contracts/comments/calls';
import type { SessionUser } from '../../platform/auth';
import type { CallRegistrar } from '../../platform/calls';
import type { AuditActor } from '../audit/index';
import { CommentingTooFast, type CommentService } from './service';

/** Who the audit log names for a moderator's removal. */
const auditActor = (user: SessionUser, request: FastifyRequest): AuditActor => ({
  userId: user.userId,
  email: user.email,
  requestId: request.id,
});

/** A write, with the retry-after header of a 429 copied from the service's answer. */
async function writing<T>(reply: FastifyReply, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof CommentingTooFast) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  }
}

/** §7 'Comments', and the admin shell's removal. */
export function commentRoutes(http: CallRegistrar, comments: CommentService) {
  http.handle(commentCalls.list, ({ query }, { user }) => comments.list(user, query));
  http.handle(commentCalls.add, ({ body }, { user, reply }) => writing(reply, () => comments.add(user, body)));
  http.handle(commentCalls.reply, ({ body }, { user, reply }) => writing(reply, () => comments.reply(user, body)));
  http.handle(commentCalls.remove, async ({ body }, { user, request }) => {
    await comments.remove(user, body, auditActor(user, request));
    return null;
  });
  http.handle(commentCalls.adminRemove, async ({ params }, { user, request }) => {
    await comments.adminRemove(params.id, auditActor(user, request));
    return null;
  });
}
