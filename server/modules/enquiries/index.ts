import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { InvalidationSource } from './list-cache';
import type { NotificationService } from '../../shared/notifications/index';
import { enquiryRoutes } from './routes';
import { createConversationModeration } from './moderation';
import { createEnquiryService } from './service';

/** The demo seed counts its conversations' unread messages as the module's writes do. */
export { recountUnread } from './queries';
export { conversationPath, messageNotice, reportOutcomeNotice, type ReportOutcome } from './notices';

/** Enquiries about leads and the conversations that follow them (docs/community.md). */
export function registerEnquiries(
  http: CallRegistrar,
  deps: { db: Db; notifications: NotificationService; invalidations: InvalidationSource },
) {
  enquiryRoutes(http, createEnquiryService({ ...deps, limits: http.limits }), createConversationModeration(deps));
}
