import { ENQUIRY_MSG } from '../../../contracts/enquiries/codes';
import { adminOnly, definePolicy, isAdmin, isOwner, refuse, signedIn } from '../../platform/policy';
import type { ConversationRow, MessageRow } from './queries';

type Parties = Pick<ConversationRow, 'enquirerId' | 'ownerId'>;
const isParty = (actor: Parameters<typeof isOwner>[0], row: Parties) => isOwner(actor, row.enquirerId) || isOwner(actor, row.ownerId);

/**
 * A conversation about a lead: only its two parties write in it, mark it read, leave or report it; anyone else hears
 * it does not exist. Its parties read it, and so do the members of the team of the post's author while they are in it
 * (decision 0054); an administrator reads one only once it is reported (the read is audited).
 */
export const conversationPolicy = definePolicy(
  'conversation',
  {
    read: (actor, row: Parties & { reported: boolean; colleague?: boolean }) =>
      isParty(actor, row) || (isAdmin(actor) && row.reported) || (actor !== null && row.colleague === true),
    write: (actor, row: Parties) => isParty(actor, row),
  },
  {
    read: refuse.hide(ENQUIRY_MSG.conversationNotFound),
    write: refuse.hide(ENQUIRY_MSG.conversationNotFound),
  },
);

/** A message: only its sender deletes it (the ten minutes are the service's check). */
export const conversationMessagePolicy = definePolicy(
  'conversation-message',
  { delete: (actor, row: Pick<MessageRow, 'senderId'>) => isOwner(actor, row.senderId) },
  { delete: refuse.hide(ENQUIRY_MSG.messageNotFound) },
);

/** Blocks: any signed-in user blocks or unblocks others for themself. */
export const userBlockPolicy = definePolicy('user-block', { block: signedIn, unblock: signedIn });

/** Which party of the conversation the user is, or null for anyone else. */
export type Side = 'enquirer' | 'owner';
export const sideOf = (row: Parties, userId: number): Side | null =>
  row.enquirerId === userId ? 'enquirer' : row.ownerId === userId ? 'owner' : null;
/** The other party of a conversation, as one of its parties sees it. */
export const otherPartyOf = (row: Parties, userId: number): number => (row.ownerId === userId ? row.enquirerId : row.ownerId);
/** Whether the user sent the message. */
export const sentBy = (message: Pick<MessageRow, 'senderId'>, userId: number): boolean => message.senderId === userId;
/** Whether the user wrote the lead. */
export const wroteLead = (lead: { userId: number }, userId: number): boolean => lead.userId === userId;
/** Whether a user named in a call is the caller. */
export const isSelf = (named: number, userId: number): boolean => named === userId;

/**
 * A reported conversation in the moderation queue (decision 0052): administrators list reported conversations and,
 * on one that was reported, dismiss the report, remove a message or block its sender; to anyone else these do not exist.
 */
export const reportedConversationPolicy = definePolicy(
  'reported-conversation',
  {
    list: adminOnly,
    moderate: (actor, row: { reported: boolean }) => isAdmin(actor) && row.reported,
  },
  { list: refuse.hide(), moderate: refuse.hide(ENQUIRY_MSG.conversationNotFound) },
);
