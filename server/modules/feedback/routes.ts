import { feedbackCalls } from '../../../contracts/feedback/calls';
import type { CallRegistrar } from '../../platform/calls';
import { auditActorOf } from '../../shared/audit/index';
import type { FeedbackService } from './service';
import { requestLanguage } from '../../platform/language';

export function feedbackRoutes(http: CallRegistrar, feedback: FeedbackService) {
  http.handle(feedbackCalls.add, ({ body }, { user, request }) => feedback.add(body, user, request.ip, requestLanguage(request)));
  http.handle(feedbackCalls.adminList, ({ query }, { user }) => feedback.list(query, user));
  http.handle(feedbackCalls.adminItem, ({ params }, { user }) => feedback.item(params.id, user));
  http.handle(feedbackCalls.adminStatus, ({ params, body }, { user, request }) =>
    feedback.setStatus(params.id, body.status, auditActorOf(user, request.id)),
  );
  http.handle(feedbackCalls.adminReply, ({ params, body }, { user, request }) =>
    feedback.reply(params.id, body.message, auditActorOf(user, request.id)),
  );
}
