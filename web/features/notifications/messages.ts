import { catalogue } from '../../lib/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The notification centre's chrome and the unsubscribe page (the notifications' own texts come from the server). */
export const notificationsMessages = catalogue('notifications', en, zh);
