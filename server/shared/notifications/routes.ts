import { notificationCalls } from '../../../contracts/notifications/calls';
import type { CallRegistrar } from '../../platform/calls';
import { requestLanguage } from '../../platform/language';
import type { NotificationService } from './service';

export function notificationRoutes(http: CallRegistrar, notifications: NotificationService) {
  http.handle(notificationCalls.unreadCount, (_input, { user }) => notifications.unreadCount(user));
  http.handle(notificationCalls.history, ({ params }, { user, request }) =>
    notifications.history(user, params.page, params.limit, requestLanguage(request)),
  );
  http.handle(notificationCalls.markRead, ({ body }, { user }) => notifications.markRead(user, body.ids));
  http.handle(notificationCalls.settings, (_input, { user }) => notifications.settings(user));
  http.handle(notificationCalls.saveSettings, ({ body }, { user }) => notifications.saveSettings(user, body.emailMode));
  http.handle(notificationCalls.unsubscribeInfo, ({ query }, { request }) =>
    notifications.unsubscribeInfo(query.token, requestLanguage(request)),
  );
  http.handle(notificationCalls.unsubscribe, async ({ query }) => {
    await notifications.unsubscribe(query.token);
    return null;
  });
}
