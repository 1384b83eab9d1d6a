import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** Notifications: the centre in the account area, their mail, and one-click unsubscribe. */

export const EMAIL_MODES = ['immediate', 'daily', 'off'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

export const EMAIL_MODE_LABEL: Record<EmailMode, string> = {
  immediate: 'Immediately, one e-mail per change',
  daily: 'Once a day, as a digest',
  off: 'No e-mail (notifications only here)',
};

/** The notification list pages 10 at a time, like the account area's other lists (§9). */
export const NOTIFICATION_PAGE_SIZE = 10;

/** The daily digest goes out at this time (UTC). */
export const DIGEST_AT_UTC = { hour: 7, minute: 0 } as const;

export const notificationMessages = messageTable('spec-notifications', en, zh);
export const NOTIFICATION_MSG = notificationMessages.texts.en;
