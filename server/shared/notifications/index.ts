import { notificationCalls } from '../../../contracts/notifications/calls';
import { DIGEST_AT_UTC } from '../../../contracts/notifications/codes';
import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { JobQueue } from '../jobs/index';
import type { MailOutbox } from '../mail/index';
import type { SubscriptionService } from '../subscriptions/index';
import { notificationRoutes } from './routes';
import { createNotificationService, DIGEST_JOB, type NotificationService } from './service';
import { unsubscribeTokens } from './tokens';

export type { NewNotification, NotificationService } from './service';
export { unsubscribeTokens } from './tokens';
export { authorNotice, commentNotices, decisionNotice, type AuthorEvent } from './authors';
export { kindOf, NOTIFICATION_KINDS, type EventKey, type NotificationKind } from './kinds';
export { recordPastNotices, type PastNotification } from './queries';

/** The paths that take a signed token instead of a session, so the cross-site check lets mail providers post to them. */
export const TOKEN_AUTHORISED_PATHS = [notificationCalls.unsubscribe.path] as const;

/**
 * Notifications (a shared feature): producers call deliver() with what changed for whom; the user reads them in
 * the account area and gets them by mail at once or in a daily digest, each mail with one-click unsubscribe.
 */
export function registerNotifications(
  http: CallRegistrar,
  db: Db,
  deps: { queue: JobQueue; mail: MailOutbox; subscriptions: SubscriptionService; secret: string; publicUrl: string },
): NotificationService {
  const tokens = unsubscribeTokens(deps.secret);
  const notifications = createNotificationService(db, { ...deps, tokens, links: { publicUrl: deps.publicUrl, tokens } });
  deps.queue.schedule(DIGEST_JOB, { dailyAtUtc: DIGEST_AT_UTC });
  notificationRoutes(http, notifications);
  return notifications;
}
