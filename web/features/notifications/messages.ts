import { pageCatalogue } from '../../lib/i18n';

/** The notification centre's chrome and the unsubscribe page (the notifications' own texts come from the server). */
export const notificationsMessages = await pageCatalogue('notifications', {
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
});
