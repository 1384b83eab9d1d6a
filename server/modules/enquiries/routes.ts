import { enquiryCalls as c } from '../../../contracts/enquiries/calls';
import type { CallRegistrar } from '../../platform/calls';
import { auditActorOf } from '../../shared/audit/index';
import type { ConversationModeration } from './moderation';
import type { EnquiryService } from './service';

/** Enquiries and conversations (issue 27). */
export function enquiryRoutes(http: CallRegistrar, enquiries: EnquiryService, moderation: ConversationModeration) {
  http.handle(c.add, ({ body }, { user }) => enquiries.add(user, body));
  http.handle(c.company, ({ query }, { user }) => enquiries.company(user, query.page, query.limit));
  http.handle(c.conversations, ({ query }, { user }) => enquiries.conversations(user, query.page, query.limit));
  http.handle(c.messages, ({ query }, { user, request }) => enquiries.messages(user, query, auditActorOf(user, request.id)));
  http.handle(c.read, ({ body }, { user }) => enquiries.read(user, body.conversationId));
  http.handle(c.countNew, (_input, { user }) => enquiries.countNew(user));
  http.handle(c.remove, async ({ body }, { user }) => (await enquiries.remove(user, body.id), null));
  http.handle(c.cleanup, async ({ body }, { user }) => (await enquiries.cleanup(user, body.conversationId), null));
  http.handle(c.block, async ({ body }, { user }) => (await enquiries.block(user, body.userId), null));
  http.handle(c.unblock, async ({ body }, { user }) => (await enquiries.unblock(user, body.userId), null));
  http.handle(c.report, async ({ body }, { user }) => (await enquiries.report(user, body), null));
  http.handle(c.reported, ({ query }, { user }) => moderation.reported(user, query.page, query.limit));
  http.handle(
    c.dismissReport,
    async ({ body }, { user, request }) => (
      await moderation.dismissReport(user, body.conversationId, auditActorOf(user, request.id)),
      null
    ),
  );
  http.handle(
    c.removeMessage,
    async ({ body }, { user, request }) => (await moderation.removeMessage(user, body.id, auditActorOf(user, request.id)), null),
  );
  http.handle(
    c.blockSender,
    async ({ body }, { user, request }) => (await moderation.blockSender(user, body, auditActorOf(user, request.id)), null),
  );
}
