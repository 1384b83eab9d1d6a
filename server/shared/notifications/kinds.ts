/**
 * Every kind of notification the portal writes. A notification's event key starts with its kind and a colon
 * (NewNotification.eventKey is typed so), so a stored row says what it is about without a column of its own, and a
 * producer cannot write a kind this list does not name. The demo (server/db/seed/notifications.ts) writes every kind
 * for the demo traders, and its test fails for a kind added here without demo rows.
 */
export const NOTIFICATION_KINDS = [
  // Moderation decisions on one's own post or topic (shared/moderation), and on an edit of it.
  'review-approved',
  'review-refused',
  'edit-approved',
  'edit-refused',
  // One's approved post near its expiry date, and past it (leads' daily job).
  'lead-expiring',
  'lead-expired',
  // A comment on one's post or topic, a reply to one's comment (shared/comments).
  'comment',
  'comment-reply',
  // The first message of a conversation about one's post, a later message from the other party, and the outcome
  // of a conversation one reported (enquiries).
  'enquiry',
  'message',
  'conversation-report',
  // A newly approved post that matches one's saved search (leads' saved searches).
  'search',
  // Company verification: one's application decided or revoked; the team's events; an invitation to a team.
  'company-application',
  'company-team',
  'company-invitation',
  // The outcome of one's report of a bank account (supplier check).
  'bank-account-report',
  // Watchlist alerts: a watched plant's change, a disease ban touching it (imposed, or lifted:
  // 'animal-disease:<ban>:lift:<lift>'), its registration nearing expiry.
  'plant-event',
  'animal-disease',
  'expiry',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A notification's event key: its kind, a colon, and what names the event within the kind (once per user). */
export type EventKey = `${NotificationKind}:${string}`;

const KINDS: ReadonlySet<string> = new Set(NOTIFICATION_KINDS);

/** The kind an event key names, or null for a key of no known kind. */
export function kindOf(eventKey: string): NotificationKind | null {
  const kind = eventKey.slice(0, eventKey.indexOf(':'));
  return KINDS.has(kind) ? (kind as NotificationKind) : null;
}
