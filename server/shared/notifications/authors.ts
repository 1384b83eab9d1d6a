import { fill } from '../../../contracts/core/messages';
import { inEveryLanguage, type Language } from '../../../contracts/core/languages';
import { notificationMessages } from '../../../contracts/notifications/codes';
import type { EventKey } from './kinds';
import type { NewNotification, NotificationText } from './queries';

/** What can happen to a user's own content that the user is told about (issue 27). */
export type AuthorEvent =
  | { kind: 'approved' }
  | { kind: 'refused'; reason: string }
  | { kind: 'editApproved' }
  | { kind: 'editRefused'; reason: string }
  | { kind: 'expiring'; days: number; date: string }
  | { kind: 'expired' }
  | { kind: 'comment'; name: string; excerpt: string }
  | { kind: 'reply'; name: string; excerpt: string };

/** The longest piece of someone's words a notification quotes. */
const EXCERPT_CHARS = 140;
const TITLE_CHARS = 80;

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

function textOf(event: AuthorEvent, title: string, language: Language): NotificationText {
  const words = notificationMessages.texts[language].author;
  const reasonOwn = words.reasonOwn;
  switch (event.kind) {
    case 'approved':
      return { title: fill(words.approvedTitle, { title }), body: words.approvedBody, reason: reasonOwn };
    case 'refused':
      return { title: fill(words.refusedTitle, { title }), body: fill(words.refusedBody, { reason: event.reason }), reason: reasonOwn };
    case 'editApproved':
      return { title: fill(words.editApprovedTitle, { title }), body: words.editApprovedBody, reason: reasonOwn };
    case 'editRefused':
      return {
        title: fill(words.editRefusedTitle, { title }),
        body: fill(words.editRefusedBody, { reason: event.reason }),
        reason: reasonOwn,
      };
    case 'expiring':
      return {
        title: fill(words.expiringTitle, { title, days: event.days }),
        body: fill(words.expiringBody, { date: event.date }),
        reason: reasonOwn,
      };
    case 'expired':
      return { title: fill(words.expiredTitle, { title }), body: words.expiredBody, reason: reasonOwn };
    case 'comment':
      return {
        title: fill(words.commentTitle, { title }),
        body: fill(words.commentBody, { name: event.name, excerpt: clip(event.excerpt, EXCERPT_CHARS) }),
        reason: reasonOwn,
      };
    case 'reply':
      return {
        title: fill(words.replyTitle, { title }),
        body: fill(words.replyBody, { name: event.name, excerpt: clip(event.excerpt, EXCERPT_CHARS) }),
        reason: words.reasonComment,
      };
  }
}

/**
 * A notification telling a user what happened to something they wrote, in every language. The texts are plain text
 * (the centre and the mail's HTML part escape them); eventKey names the event, so it reaches the user once.
 */
export function authorNotice(input: {
  userId: number;
  eventKey: EventKey;
  link: string;
  title: string;
  event: AuthorEvent;
}): NewNotification {
  const title = clip(input.title, TITLE_CHARS);
  const texts = inEveryLanguage((language) => textOf(input.event, title, language));
  return { userId: input.userId, eventKey: input.eventKey, link: input.link, texts };
}

/** A moderation decision on an item (or on its edit) as the author's notice, keyed by the decision's audit entry. */
export function decisionNotice(input: {
  userId: number;
  /** The moderated kind (SUPPLY_DEMAND, COMMUNITY...) and the item's id. */
  subjectType: string;
  subjectId: number;
  auditId: number;
  approved: boolean;
  ofEdit: boolean;
  reason: string;
  title: string;
  /** The item's public page, where an approval links. */
  link: string;
  /** The author's own list, where a refusal links (the public cannot see a refused item). */
  ownLink?: string;
}): NewNotification {
  const { approved, reason } = input;
  const event: AuthorEvent = input.ofEdit
    ? approved
      ? { kind: 'editApproved' }
      : { kind: 'editRefused', reason }
    : approved
      ? { kind: 'approved' }
      : { kind: 'refused', reason };
  const kind = `${input.ofEdit ? 'edit' : 'review'}-${approved ? 'approved' : 'refused'}` as const;
  return authorNotice({
    userId: input.userId,
    eventKey: `${kind}:${input.subjectType}:${input.subjectId}:${input.auditId}`,
    link: approved ? input.link : (input.ownLink ?? input.link),
    title: input.title,
    event,
  });
}

/**
 * Who hears of a new comment, and what: the parent's author of a reply to their comment, the subject's owner of a
 * comment on their post or topic (never the writer themself, never twice; `told` is comments' toldOfComment).
 */
export function commentNotices(
  told: { replyTo: number | null; owner: number | null },
  input: { commentId: number; writerName: string; content: string; subject: { link: string; title: string } },
): NewNotification[] {
  const about = { link: input.subject.link, title: input.subject.title };
  const excerpt = { name: input.writerName, excerpt: input.content };
  const items: NewNotification[] = [];
  if (told.replyTo !== null) {
    items.push(
      authorNotice({ userId: told.replyTo, eventKey: `comment-reply:${input.commentId}`, ...about, event: { kind: 'reply', ...excerpt } }),
    );
  }
  if (told.owner !== null) {
    items.push(
      authorNotice({ userId: told.owner, eventKey: `comment:${input.commentId}`, ...about, event: { kind: 'comment', ...excerpt } }),
    );
  }
  return items;
}
