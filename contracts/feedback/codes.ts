import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** Feedback (§2 '/feedback', §3 feedback, §5, §7 'POST feedback addFeedback') and its admin inbox. */

/** §5 and §9: description up to 300 characters (required), contact up to 50, up to 6 photos. */
export const FEEDBACK_LIMITS = {
  content: 300,
  contact: 50,
  images: 6,
  reply: 2000,
  /** Sends per client address and per signed-in user in one window. */
  sendsPerWindow: 5,
  windowMinutes: 10,
  adminPageSize: 10,
  /** The inbox's type filter. */
  typeFilter: 50,
} as const;

/** §3: feedback carries client PC. */
export const FEEDBACK_CLIENT = 'PC';

/** The feedback_type dictionary's code for the /ourService contact form. */
export const FEEDBACK_TYPE_CONSULTING = 'CONSULTING';

/** The inbox states an administrator moves an item through. */
export const FEEDBACK_STATUSES = ['NEW', 'IN_PROGRESS', 'DONE'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_STATUS_LABEL: Record<FeedbackStatus, string> = { NEW: 'New', IN_PROGRESS: 'In progress', DONE: 'Done' };

/** A contact that is an e-mail address can be answered by mail from the inbox. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const feedbackMessages = messageTable('spec-feedback', en, zh, {
  contentMax: { max: FEEDBACK_LIMITS.content },
  contactMax: { max: FEEDBACK_LIMITS.contact },
});
export const FEEDBACK_MSG = feedbackMessages.texts.en;
