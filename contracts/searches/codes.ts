import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** Saved searches of the supply and demand board (docs/community.md 'Saved searches'): limits and messages. */
export const SEARCH_LIMITS = {
  nameMax: 60,
  /** Saved searches per user. */
  perUser: 20,
  /** Posts a daily saved-search mail lists at most (the notification centre keeps them all). */
  mailMax: 30,
} as const;

/** The daily saved-search mail goes out at this time (UTC), after the notifications' digest. */
export const SEARCH_MAIL_AT_UTC = { hour: 7, minute: 30 } as const;

export const searchMessages = messageTable('spec-searches', en, zh, {
  nameTooLong: { max: SEARCH_LIMITS.nameMax },
  tooMany: { max: SEARCH_LIMITS.perUser },
});
export const SEARCH_MSG = searchMessages.texts.en;
