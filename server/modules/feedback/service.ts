import type { z } from 'zod';
import type { AuditAction, AuditSubject } from '../../../contracts/admin/codes';
import { PRODUCT_ABBR } from '../../../contracts/core/codes';
import { isoDate } from '../../../contracts/core/dates';
import type { Page } from '../../../contracts/core/envelope';
import { translator } from '../../../contracts/core/i18n';
import { mailMessages } from '../../../contracts/mails/messages';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../contracts/core/languages';
import { EMAIL_PATTERN, FEEDBACK_LIMITS as L, FEEDBACK_MSG, type FeedbackStatus } from '../../../contracts/feedback/codes';
import type { addFeedbackBody, AdminFeedback, adminFeedbackQuery } from '../../../contracts/feedback/models';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import { badRequest, notFound, TooManyRequests } from '../../platform/envelope';
import { WindowCounter, type LimitStore } from '../../platform/limits';
import { authorize, type Actor } from '../../platform/policy';
import { composeMail, insertMail, type MailOutbox } from '../../shared/mail/index';
import { recordAudit, type AuditActor } from '../../shared/audit/index';
import { attachUploads } from '../../shared/uploads/index';
import { presentFeedback } from './presenters';
import { feedbackPolicy } from './policies';
import * as q from './queries';

const SUBJECT: AuditSubject = 'feedback';

/** Feedback from /feedback and /ourService, and the admin inbox (docs/feedback.md). */
export function createFeedbackService(db: Db, mail: MailOutbox, limits: LimitStore, now: () => number = Date.now) {
  const window = L.windowMinutes * 60_000;
  const perAddress = new WindowCounter(limits, 'feedback-address', L.sendsPerWindow, window, now);
  const perUser = new WindowCounter(limits, 'feedback-user', L.sendsPerWindow, window, now);

  async function present(row: q.FeedbackRow): Promise<AdminFeedback> {
    const [replies, types] = await Promise.all([q.repliesOf(db, [row.id]), q.feedbackTypes(db)]);
    return presentFeedback(row, replies, types);
  }
  async function mustFind(id: number) {
    const row = await q.findFeedback(db, id);
    if (!row) throw notFound(FEEDBACK_MSG.notFound);
    return row;
  }

  return {
    /**
     * §7 'POST feedback addFeedback'. Counted per address and per user before anything is written; the photos must
     * be this sender's feedback uploads, attached in the same transaction as the row.
     */
    /** `language` is the page's it was sent from: a reply is mailed in it. */
    async add(input: z.output<typeof addFeedbackBody>, user: SessionUser | null, ip: string, language: Language): Promise<null> {
      authorize(user, 'send', feedbackPolicy.of(null));
      const counters: [WindowCounter, string][] = [
        [perAddress, ip],
        ...(user ? [[perUser, String(user.userId)] as [WindowCounter, string]] : []),
      ];
      for (const [counter, key] of counters) {
        const wait = await counter.retryAfter(key);
        if (wait) throw new TooManyRequests(FEEDBACK_MSG.tooFast, wait);
      }
      const types = await q.feedbackTypes(db);
      if (!types.has(input.type)) throw badRequest(FEEDBACK_MSG.unknownType, [{ field: 'type', message: FEEDBACK_MSG.unknownType }]);
      for (const [counter, key] of counters) await counter.hit(key);
      await db.transaction(async (tx) => {
        const row = await q.insertFeedback(tx, {
          client: input.client,
          type: input.type,
          content: input.content,
          contact: input.contact,
          images: [...new Set(input.images.list)],
          userId: user?.userId ?? null,
          username: user?.email ?? null,
          createName: user?.nickName ?? null,
          language,
        });
        const attached = await attachUploads(tx, {
          userId: user?.userId ?? null,
          purpose: 'feedback-image',
          urls: row.images,
          subject: { type: 'feedback', id: row.id },
        });
        if (!attached.ok) throw badRequest(attached.reason, [{ field: 'images', message: attached.reason }]);
      });
      return null;
    },

    async list(query: z.output<typeof adminFeedbackQuery>, actor: Actor): Promise<Page<AdminFeedback>> {
      authorize(actor, 'read', feedbackPolicy.of(null));
      const { rows, total } = await q.pageFeedback(db, query);
      const [replies, types] = await Promise.all([
        q.repliesOf(
          db,
          rows.map((r) => r.id),
        ),
        q.feedbackTypes(db),
      ]);
      return { list: rows.map((row) => presentFeedback(row, replies, types)), total };
    },

    item: async (id: number, actor: Actor) => {
      authorize(actor, 'read', feedbackPolicy.of(null));
      return present(await mustFind(id));
    },

    async setStatus(id: number, status: FeedbackStatus, actor: AuditActor): Promise<AdminFeedback> {
      authorize(actor, 'handle', feedbackPolicy.of(null));
      const before = await mustFind(id);
      const after = await db.transaction(async (tx) => {
        const row = await q.setStatus(tx, id, status);
        await recordAudit(tx, actor, {
          action: 'feedback.status' satisfies AuditAction,
          subjectType: SUBJECT,
          subjectId: id,
          before: { status: before.status },
          after: { status },
        });
        return row;
      });
      return present(after);
    },

    /**
     * Records the reply on the item and, in the same transaction, its mail to the contact (an e-mail address only)
     * in the outbox; the job queue sends it once, retrying while the mail server is away (decision 0025).
     */
    async reply(id: number, message: string, actor: AuditActor): Promise<AdminFeedback> {
      authorize(actor, 'handle', feedbackPolicy.of(null));
      const row = await mustFind(id);
      if (!EMAIL_PATTERN.test(row.contact)) throw badRequest(FEEDBACK_MSG.replyNeedsEmail);
      const mailId = await db.transaction(async (tx) => {
        const reply = await q.insertReply(tx, {
          feedbackId: id,
          toAddress: row.contact,
          message,
          adminId: actor.userId,
          adminEmail: actor.email,
        });
        await recordAudit(tx, actor, {
          action: 'feedback.reply' satisfies AuditAction,
          subjectType: SUBJECT,
          subjectId: id,
          before: null,
          after: { replyId: reply.id, to: row.contact, message },
        });
        return insertMail(tx, { key: `feedback-reply:${reply.id}`, to: row.contact, ...replyMail(row, message) });
      });
      if (mailId !== null) await mail.dispatch([mailId]);
      return present(row);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;

/** The reply in the language the feedback was sent in, quoting it. */
function replyMail(row: q.FeedbackRow, message: string) {
  const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
  const t = translator(language, mailMessages);
  return composeMail(language, {
    subject: t('feedback.subject', { abbr: PRODUCT_ABBR }),
    blocks: [{ p: message }, { heading: t('feedback.yours', { date: isoDate(row.createdAt) }), quote: row.content }],
  });
}
