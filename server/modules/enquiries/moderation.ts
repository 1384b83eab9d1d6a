import type { Page } from '../../../contracts/core/envelope';
import { CONVERSATION_SUBJECT, ENQUIRY_MSG } from '../../../contracts/enquiries/codes';
import type { ReportedConversation } from '../../../contracts/enquiries/models';
import type { Executor } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import { conflict, fieldRefusal, notFound } from '../../platform/envelope';
import { authorize } from '../../platform/policy';
import { recordAudit, type AuditActor } from '../../shared/audit/index';
import { resolveReports } from '../../shared/moderation/index';
import { verifiedBadges } from '../companies/index';
import { otherPartyOf, reportedConversationPolicy, sideOf } from './policies';
import { reportOutcomeNotice, type ReportOutcome } from './notices';
import * as list from './list-queries';
import * as q from './queries';
import * as reports from './report-queries';
import type { EnquiryDeps } from './service';

/**
 * Reported conversations in the moderation queue (decision 0052): administrators list them, read one through the
 * messages call (audited there), and dismiss the report, remove a message or block a sender.
 */
export function createConversationModeration({ db, notifications, now = Date.now }: Omit<EnquiryDeps, 'limits'>) {
  /** A conversation a moderator acts on: it must have been reported (decision 0052). */
  async function reportedConversation(user: SessionUser, id: number) {
    const row = await q.findConversation(db, id);
    if (!row) throw notFound(ENQUIRY_MSG.conversationNotFound);
    authorize(user, 'moderate', reportedConversationPolicy.of({ reported: await reports.isReported(db, CONVERSATION_SUBJECT, row.id) }));
    return row;
  }

  type Outcome = ReportOutcome;
  /**
   * A moderator's action on a reported conversation, in one transaction: the action, its reports closed, the audit
   * entry, and every reporter told the outcome (in-app and by mail) with a link to the conversation.
   */
  async function moderate(
    row: q.ConversationRow,
    audit: AuditActor,
    outcome: Outcome,
    entry: { before: unknown; after: unknown },
    work: (tx: Executor) => Promise<void>,
  ) {
    const reporters = await reports.reportersOf(db, CONVERSATION_SUBJECT, row.id);
    const mailIds = await db.transaction(async (tx) => {
      await work(tx);
      await resolveReports(tx, CONVERSATION_SUBJECT, row.id);
      const auditId = await recordAudit(tx, audit, {
        action: `conversation.${outcome}`,
        subjectType: CONVERSATION_SUBJECT,
        subjectId: row.id,
        before: entry.before,
        after: entry.after,
      });
      const delivered = await notifications.deliver(
        tx,
        reporters.map((userId) => reportOutcomeNotice(userId, row.id, auditId, outcome)),
      );
      return delivered.mailIds;
    });
    await notifications.dispatch(mailIds);
  }

  return {
    /** Conversations with open reports, for the moderation queue (decision 0052). */
    async reported(user: SessionUser, page: number, limit: number): Promise<Page<ReportedConversation>> {
      authorize(user, 'list', reportedConversationPolicy.of(null));
      const { rows, total } = await reports.pageReported(db, CONVERSATION_SUBJECT, page, limit);
      const [details, badges] = await Promise.all([
        list.detailsOf(
          db,
          rows.map((r) => r.row),
        ),
        verifiedBadges(
          db,
          rows.flatMap((r) => [r.row.enquirerId, r.row.ownerId]),
        ),
      ]);
      const partyOf = (userId: number) => ({
        userId,
        nickName: details.names.get(userId) ?? '',
        verified: badges.get(userId) ?? null,
      });
      return {
        list: rows.map(({ row, openReports, reasons, messageCount }) => ({
          id: row.id,
          lead: details.leads.get(row.leadId) ?? { id: row.leadId, code: '', type: 0, goodsType: '', content: '' },
          enquirer: partyOf(row.enquirerId),
          owner: partyOf(row.ownerId),
          openReports,
          reportReasons: reasons,
          messageCount,
          lastMessageDate: row.lastMessageAt.toISOString(),
        })),
        total,
      };
    },

    async dismissReport(user: SessionUser, conversationId: number, audit: AuditActor) {
      const row = await reportedConversation(user, conversationId);
      if (!(await reports.hasOpenReport(db, CONVERSATION_SUBJECT, row.id))) throw conflict(ENQUIRY_MSG.notReported);
      await moderate(row, audit, 'dismissed', { before: null, after: null }, async () => {});
    },

    async removeMessage(user: SessionUser, messageId: number, audit: AuditActor) {
      const message = await q.findMessage(db, messageId);
      if (!message) throw notFound(ENQUIRY_MSG.messageNotFound);
      const row = await reportedConversation(user, message.conversationId);
      if (message.removedAt) return;
      await moderate(
        row,
        audit,
        'removed',
        { before: { messageId: message.id, senderId: message.senderId, content: message.content }, after: { removed: true } },
        async (tx) => {
          await reports.markRemoved(tx, message, new Date(now()));
        },
      );
    },

    async blockSender(user: SessionUser, input: { conversationId: number; userId: number }, audit: AuditActor) {
      const row = await reportedConversation(user, input.conversationId);
      if (sideOf(row, input.userId) === null) throw fieldRefusal('userId', ENQUIRY_MSG.notInConversation);
      const blocker = otherPartyOf(row, input.userId);
      await moderate(row, audit, 'blocked', { before: null, after: { blockerId: blocker, blockedId: input.userId } }, async (tx) => {
        await q.block(tx, blocker, input.userId);
      });
    },
  };
}

export type ConversationModeration = ReturnType<typeof createConversationModeration>;
