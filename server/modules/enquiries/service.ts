import type { z } from 'zod';
import { CHECK_STATUS } from '../../../contracts/core/codes';
import type { Page } from '../../../contracts/core/envelope';
import { CONVERSATION_SUBJECT, ENQUIRY_LIMITS, ENQUIRY_MSG } from '../../../contracts/enquiries/codes';
import type { VerifiedBadge } from '../../../contracts/companies/models';
import type { Conversation, messageAddBody, Thread } from '../../../contracts/enquiries/models';
import type { Db, Executor } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import { badRequest, conflict, fieldRefusal, forbidden, notFound, TooManyRequests } from '../../platform/envelope';
import { WindowCounter, type LimitStore } from '../../platform/limits';
import { authorize, isAdmin } from '../../platform/policy';
import { recordAudit, type AuditActor } from '../../shared/audit/index';
import type { NotificationService } from '../../shared/notifications/index';
import { teamMatesOf, verifiedBadges } from '../companies/index';
import { findLead } from '../leads/index';
import {
  conversationMessagePolicy,
  conversationPolicy,
  isSelf,
  otherPartyOf,
  sentBy,
  sideOf,
  userBlockPolicy,
  wroteLead,
} from './policies';
import { messageNotice } from './notices';
import { ConversationLists, type InvalidationSource } from './list-cache';
import * as list from './list-queries';
import * as q from './queries';
import * as reports from './report-queries';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export interface EnquiryDeps {
  db: Db;
  notifications: NotificationService;
  limits: LimitStore;
  /** Where the kept conversation lists hear that something changed (list-cache.ts); without it none is kept. */
  invalidations?: InvalidationSource;
  now?: () => number;
}

export function createEnquiryService({ db, notifications, limits, invalidations, now = Date.now }: EnquiryDeps) {
  const lists = invalidations && new ConversationLists(invalidations, now);
  const enquiriesHour = new WindowCounter(limits, 'enquiries-hour', ENQUIRY_LIMITS.enquiriesPerHour, HOUR_MS, now);
  const enquiriesDay = new WindowCounter(limits, 'enquiries-day', ENQUIRY_LIMITS.enquiriesPerDay, 24 * HOUR_MS, now);
  const replies = new WindowCounter(limits, 'enquiry-replies', ENQUIRY_LIMITS.repliesPerHour, HOUR_MS, now);

  /** Counts a message against the sender's allowance, or refuses it (429) before anything is stored. */
  async function spend(user: SessionUser, enquiry: boolean) {
    const key = String(user.userId);
    const counters = enquiry ? [enquiriesHour, enquiriesDay] : [replies];
    for (const counter of counters) {
      const wait = await counter.retryAfter(key);
      if (wait) throw new TooManyRequests(enquiry ? ENQUIRY_MSG.tooManyEnquiries : ENQUIRY_MSG.tooManyReplies, wait);
    }
    for (const counter of counters) await counter.hit(key);
  }

  async function partyConversation(user: SessionUser, id: number) {
    const row = await q.findConversation(db, id);
    if (!row) throw notFound(ENQUIRY_MSG.conversationNotFound);
    authorize(user, 'write', conversationPolicy.of(row));
    return row;
  }

  async function refuseBlocked(a: number, b: number) {
    if (await q.blockedBetween(db, a, b)) throw forbidden(ENQUIRY_MSG.blocked);
  }

  /** Tells the other party; mails them at most once per conversation in the mail window. */
  async function notify(tx: Executor, row: q.ConversationRow, message: q.MessageRow, sender: SessionUser, first: boolean) {
    const to = otherPartyOf(row, message.senderId);
    const recent = await q.notifiedSince(tx, to, row.id, new Date(now() - ENQUIRY_LIMITS.mailEveryMinutes * MINUTE_MS));
    return notifications.deliver(tx, [messageNotice(row, message, sender.nickName, first, !recent)]);
  }

  /**
   * The other party as the viewer sees it. A party sees the other one. A team member, who reads for the post's author,
   * sees the enquirer; an administrator reading a reported conversation sees the post's author, as the admin page names
   * the two (the author by name, everyone else as the enquirer).
   */
  const otherOf = (row: list.ListedRow, user: SessionUser) =>
    sideOf(row, user.userId) ? otherPartyOf(row, user.userId) : isAdmin(user) ? row.ownerId : row.enquirerId;

  /** What a party has not read of a conversation (their side's count); nothing for a reader who is not a party. */
  const unreadOf = (row: list.ListedRow, side: ReturnType<typeof sideOf>) =>
    side === 'enquirer' ? row.enquirerUnread : side === 'owner' ? row.ownerUnread : 0;

  /** The list entries as the reader sees them, with the other party's badge as of now (a revocation removes it at once, docs/companies.md). */
  function shape(user: SessionUser, listed: list.ListedConversation[], badges: Map<number, VerifiedBadge>): Conversation[] {
    return listed.map(({ row, lead, otherName, last, blocked }) => {
      const side = sideOf(row, user.userId);
      const otherId = otherOf(row, user);
      return {
        id: row.id,
        lead: lead ?? { id: row.leadId, code: '', type: 0, goodsType: '', content: '' },
        other: { userId: otherId, nickName: otherName, verified: badges.get(otherId) ?? null },
        mine: side === 'owner',
        party: side !== null,
        lastMessage: last
          ? {
              content: last.deletedAt ? '' : last.content,
              deleted: last.deletedAt !== null,
              fromMe: sentBy(last, user.userId),
              createDate: last.createdAt.toISOString(),
            }
          : null,
        unread: unreadOf(row, side),
        blocked,
        lastMessageDate: row.lastMessageAt.toISOString(),
      };
    });
  }

  /** Conversations read apart (a team's list, a thread's head): their details, blocks and badges in three reads at once. */
  async function present(user: SessionUser, rows: list.ListedRow[]): Promise<Conversation[]> {
    const others = rows.map((r) => otherOf(r, user));
    const [details, blocked, badges] = await Promise.all([
      list.detailsOf(db, rows),
      list.blockedBy(db, user.userId, others),
      verifiedBadges(db, others),
    ]);
    const listed = rows.map((row, i) => ({
      row,
      lead: details.leads.get(row.leadId) ?? null,
      otherName: details.names.get(others[i]!) ?? '',
      last: details.lasts.get(row.id) ?? null,
      blocked: blocked.has(others[i]!),
    }));
    return shape(user, listed, badges);
  }

  return {
    async add(user: SessionUser, input: z.output<typeof messageAddBody>) {
      const hasDetails = Boolean(input.quantity || input.targetPrice);
      let row: q.ConversationRow | null;
      let leadToOpen: { id: number; ownerId: number } | null = null;
      if (input.supplyDemandId !== undefined) {
        const lead = await findLead(db, input.supplyDemandId);
        const open = lead && lead.checkStatus === CHECK_STATUS.APPROVED && lead.expiresAt.getTime() > now();
        if (!lead || !open) throw notFound(ENQUIRY_MSG.leadUnavailable);
        if (wroteLead(lead, user.userId)) throw badRequest(ENQUIRY_MSG.ownLead);
        row = await q.findPair(db, lead.id, user.userId);
        if (!row) leadToOpen = { id: lead.id, ownerId: lead.userId };
        await refuseBlocked(user.userId, lead.userId);
      } else {
        row = await partyConversation(user, input.conversationId!);
        await refuseBlocked(row.enquirerId, row.ownerId);
      }
      const first = leadToOpen !== null;
      if (hasDetails && !first) throw fieldRefusal(input.quantity ? 'quantity' : 'targetPrice', ENQUIRY_MSG.onlyFirst);
      await spend(user, first);
      const created = new Date(now());
      const result = await db.transaction(async (tx) => {
        const conv = leadToOpen ? await q.openConversation(tx, leadToOpen.id, user.userId, leadToOpen.ownerId) : row!;
        const message = await q.insertMessage(tx, {
          conversationId: conv.id,
          senderId: user.userId,
          content: input.content,
          quantity: first ? input.quantity || null : null,
          targetPrice: first ? input.targetPrice || null : null,
          createdAt: created,
        });
        await q.touchConversation(tx, conv, message, sideOf(conv, user.userId)!);
        const delivered = await notify(tx, conv, message, user, first);
        return { conversationId: conv.id, messageId: message.id, mailIds: delivered.mailIds };
      });
      await notifications.dispatch(result.mailIds);
      return { conversationId: result.conversationId, messageId: result.messageId };
    },

    /** The conversations about the caller's company team's posts (decision 0054); none outside a team. */
    async company(user: SessionUser, page: number, limit: number): Promise<Page<Conversation>> {
      const team = await teamMatesOf(db, user.userId);
      if (!team.length) return { list: [], total: 0 };
      const { rows, total } = await list.pageTeamConversations(db, team, page, limit);
      return { list: await present(user, rows), total };
    },

    /** The caller's own list: kept per user and page until something it shows may have changed (decision 0069). */
    conversations(user: SessionUser, page: number, limit: number): Promise<Page<Conversation>> {
      const load = async () => {
        const { list: listed, total } = await list.listConversations(db, user.userId, page, limit);
        const badges = await verifiedBadges(
          db,
          listed.map((l) => otherOf(l.row, user)),
        );
        return { list: shape(user, listed, badges), total };
      };
      return lists ? lists.page(user.userId, page, limit, load) : load();
    },

    /** A conversation's messages; an administrator's read of someone else's reported conversation is audited. */
    async messages(user: SessionUser, query: { conversationId: number; page: number; limit: number }, audit: AuditActor): Promise<Thread> {
      const row = await q.findConversation(db, query.conversationId);
      if (!row) throw notFound(ENQUIRY_MSG.conversationNotFound);
      const party = sideOf(row, user.userId) !== null;
      const reported = !party && isAdmin(user) ? await reports.isReported(db, CONVERSATION_SUBJECT, row.id) : false;
      // A member of the team of the post's author reads it (decision 0054): as of now, so one removed reads no more.
      const colleague = !party && (await teamMatesOf(db, user.userId)).includes(row.ownerId);
      authorize(user, 'read', conversationPolicy.of({ ...row, reported, colleague }));
      if (!party && !colleague) {
        await recordAudit(db, audit, {
          action: 'conversation.read',
          subjectType: CONVERSATION_SUBJECT,
          subjectId: row.id,
          before: null,
          after: null,
        });
      }
      const { rows, total } = await q.pageMessages(db, row.id, query.page, query.limit);
      const [conversation] = await present(user, [row]);
      const deletableAfter = now() - ENQUIRY_LIMITS.deleteWithinMinutes * MINUTE_MS;
      return {
        conversation: conversation!,
        list: rows.map((m) => ({
          id: m.id,
          senderId: m.senderId,
          fromMe: sentBy(m, user.userId),
          content: m.deletedAt ? '' : m.content,
          quantity: m.deletedAt ? null : m.quantity,
          targetPrice: m.deletedAt ? null : m.targetPrice,
          deleted: m.deletedAt !== null,
          removed: m.removedAt !== null,
          deletable: sentBy(m, user.userId) && !m.deletedAt && m.createdAt.getTime() > deletableAfter,
          createDate: m.createdAt.toISOString(),
        })),
        total,
      };
    },

    async read(user: SessionUser, conversationId: number) {
      const row = await partyConversation(user, conversationId);
      await q.markRead(db, row, sideOf(row, user.userId)!, await q.lastMessageId(db, row.id));
      return { count: await q.unreadTotal(db, user.userId) };
    },

    countNew: async (user: SessionUser) => ({ count: await q.unreadTotal(db, user.userId) }),

    async remove(user: SessionUser, id: number) {
      const message = await q.findMessage(db, id);
      if (!message) throw notFound(ENQUIRY_MSG.messageNotFound);
      authorize(user, 'delete', conversationMessagePolicy.of(message));
      if (message.deletedAt) return;
      if (message.createdAt.getTime() <= now() - ENQUIRY_LIMITS.deleteWithinMinutes * MINUTE_MS) {
        throw badRequest(ENQUIRY_MSG.tooLateToDelete);
      }
      await q.markDeleted(db, message, new Date(now()));
    },

    async cleanup(user: SessionUser, conversationId: number) {
      const row = await partyConversation(user, conversationId);
      await q.markLeft(db, row, sideOf(row, user.userId)!, new Date(now()));
    },

    async block(user: SessionUser, userId: number) {
      authorize(user, 'block', userBlockPolicy.of(null));
      if (isSelf(userId, user.userId)) throw fieldRefusal('userId', ENQUIRY_MSG.blockSelf);
      if (!(await q.userExists(db, userId))) throw notFound(ENQUIRY_MSG.userNotFound);
      await q.block(db, user.userId, userId);
    },

    async unblock(user: SessionUser, userId: number) {
      authorize(user, 'unblock', userBlockPolicy.of(null));
      await q.unblock(db, user.userId, userId);
    },

    async report(user: SessionUser, input: { conversationId: number; reason: string }) {
      const row = await partyConversation(user, input.conversationId);
      if (!(await reports.addReport(db, CONVERSATION_SUBJECT, row.id, user.userId, input.reason))) {
        throw conflict(ENQUIRY_MSG.alreadyReported);
      }
    },
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
