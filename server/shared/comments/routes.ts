import type { FastifyRequest } from 'fastify';
import { commentCalls } from '../../../contracts/comments/calls';
import type { SessionUser } from '../../platform/auth';
import type { CallRegistrar } from '../../platform/calls';
import type { AuditActor } from '../audit/index';
import type { CommentService } from './service';

/** Who the audit log names for a moderator's removal. */
const auditActor = (user: SessionUser, request: FastifyRequest): AuditActor => ({
  userId: user.userId,
  email: user.email,
  role: user.role,
  requestId: request.id,
});

/** §7 'Comments', and the admin shell's removal. */
export function commentRoutes(http: CallRegistrar, comments: CommentService) {
  http.handle(commentCalls.list, ({ query }, { user }) => comments.list(user, query));
  http.handle(commentCalls.add, ({ body }, { user }) => comments.add(user, body));
  http.handle(commentCalls.reply, ({ body }, { user }) => comments.reply(user, body));
  http.handle(commentCalls.remove, async ({ body }, { user, request }) => {
    await comments.remove(user, body, auditActor(user, request));
    return null;
  });
  http.handle(commentCalls.adminList, ({ query }, { user }) => comments.adminList(query, user));
  http.handle(commentCalls.adminRemove, async ({ params }, { user, request }) => {
    await comments.adminRemove(params.id, auditActor(user, request));
    return null;
  });
}
