import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** Enquiries about leads and the conversations that follow (issue 27): limits and messages. */
export const ENQUIRY_LIMITS = {
  contentMax: 1000,
  detailMax: 100,
  reportReasonMax: 300,
  /** First messages to a post's author (new conversations) per user. */
  enquiriesPerHour: 10,
  enquiriesPerDay: 30,
  /** Replies in existing conversations per user and hour: much looser. */
  repliesPerHour: 120,
  /** One's own message can be deleted this long after sending. */
  deleteWithinMinutes: 10,
  /** At most one mail per conversation and recipient in this window; the notifications themselves are all kept. */
  mailEveryMinutes: 60,
  pageSize: 20,
  pageSizeMax: 100,
} as const;

/** The subject type of a reported conversation in the shared moderation reports. */
export const CONVERSATION_SUBJECT = 'CONVERSATION';

export const enquiryMessages = messageTable('spec-enquiries', en, zh, {
  tooLong: { max: ENQUIRY_LIMITS.contentMax },
  detailTooLong: { max: ENQUIRY_LIMITS.detailMax },
  tooLateToDelete: { minutes: ENQUIRY_LIMITS.deleteWithinMinutes },
});
export const ENQUIRY_MSG = enquiryMessages.texts.en;
