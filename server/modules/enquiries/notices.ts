import { inEveryLanguage } from '../../../contracts/core/languages';
import { fill } from '../../../contracts/core/messages';
import { enquiryMessages } from '../../../contracts/enquiries/codes';
import type { NewNotification } from '../../shared/notifications/index';
import { otherPartyOf } from './policies';

/** A notification's preview of the message. */
const PREVIEW = 200;

/** Where a party reads a conversation. */
export const conversationPath = (id: number) => `/account/messages/${id}`;

/**
 * The other party told of a message: the post's author of the enquiry that opened the conversation, either party of a
 * later message. `mail` false when a mail of the conversation went to them within the mail window.
 */
export function messageNotice(
  row: { id: number; enquirerId: number; ownerId: number },
  message: { id: number; senderId: number; content: string },
  senderName: string,
  first: boolean,
  mail: boolean,
): NewNotification {
  const preview = message.content.length > PREVIEW ? `${message.content.slice(0, PREVIEW)}…` : message.content;
  const texts = inEveryLanguage((language) => {
    const words = enquiryMessages.texts[language].notify;
    const title = first ? words.enquiryTitle : fill(words.messageTitle, { name: senderName });
    return { title, body: preview, reason: words.reason };
  });
  const kind = first ? 'enquiry' : 'message';
  return {
    userId: otherPartyOf(row, message.senderId),
    eventKey: `${kind}:${row.id}:${message.id}`,
    link: conversationPath(row.id),
    texts,
    mail,
  };
}

export type ReportOutcome = 'dismissed' | 'removed' | 'blocked';

/** A reporter told what the moderators did about the conversation they reported (the action's audit entry names it). */
export function reportOutcomeNotice(userId: number, conversationId: number, auditId: number, outcome: ReportOutcome): NewNotification {
  const texts = inEveryLanguage((language) => {
    const words = enquiryMessages.texts[language].outcome;
    return { title: words.title, body: words[outcome], reason: words.reason };
  });
  return { userId, eventKey: `conversation-report:${conversationId}:${auditId}`, link: conversationPath(conversationId), texts };
}
