import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CHECK_STATUS, MODERATION_LIMITS, MODERATION_MSG } from '../../../contracts/moderation/codes';
import type { flagsBody, plantConfirmBody, queueQuery, reportBody, reviewBody } from '../../../contracts/moderation/models';
import type { Page } from '../../../contracts/core/envelope';
import type { QueueItem } from '../../../contracts/moderation/models';
import type { Db, Executor } from '../../db/client';
import { moderationReport, moderationSetting } from '../../db/schema/index';
import type { SessionUser } from '../../platform/auth';
import { badRequest, conflict, notFound, TooManyRequests } from '../../platform/envelope';
import { WindowCounter, type LimitStore } from '../../platform/limits';
import { authorize, type Actor } from '../../platform/policy';
import { recordAudit, type AuditActor } from '../audit/index';
import { authorNotice, type NotificationService } from '../notifications/index';
import type { SubjectInfo, SubjectRegistry } from '../subjects/index';
import { resolveReports, type ModeratedRecord, type ModerationRegistry, type ModeratedSource } from './registry';
import { moderationPolicy } from './policies';

const AUTO_APPROVE = 'autoApproveAfter';

/** Who the moderation tells of its decisions: the shared subjects (what an item is called, where it is) and notifications. */
export interface ModerationNotices {
  subjects: SubjectRegistry;
  notifications: Pick<NotificationService, 'deliver' | 'dispatch'>;
}

export function createModerationService(
  db: Db,
  registry: ModerationRegistry,
  limits: LimitStore,
  now: () => number = Date.now,
  notices?: ModerationNotices,
) {
  const reports = new WindowCounter(limits, 'moderation-reports', MODERATION_LIMITS.reportsPerHour, 3_600_000, now);

  async function sourceAndRecord(
    type: string,
    id: number,
  ): Promise<[ModeratedSource, NonNullable<Awaited<ReturnType<ModeratedSource['find']>>>]> {
    const source = registry.sourceOf(type);
    const record = source && (await source.find(id));
    if (!source || !record) throw notFound(source?.notFoundMessage ?? MODERATION_MSG.notFound);
    return [source, record];
  }

  async function autoApproveAfter(): Promise<number> {
    const [row] = await db.select().from(moderationSetting).where(eq(moderationSetting.name, AUTO_APPROVE));
    return row?.value ?? MODERATION_LIMITS.autoApproveAfterDefault;
  }

  /**
   * The one place a moderation decision becomes a notification to the author of any moderated kind: the item's title
   * and page come from the shared subjects, inside the decision's transaction; answers the mails to send after commit.
   */
  async function tellAuthor(
    tx: Executor,
    subject: SubjectInfo | null,
    record: ModeratedRecord,
    checkStatus: 2 | 3,
    reason: string,
    eventKey: string,
  ): Promise<number[]> {
    if (!notices || !subject) return [];
    const approved = checkStatus === CHECK_STATUS.APPROVED;
    const event = approved ? { kind: 'approved' as const } : { kind: 'refused' as const, reason };
    // The public page of an approved item; the author's own list for a refused one, which the public cannot see.
    const link = approved ? subject.link : (record.ownLink ?? subject.link);
    const delivered = await notices.notifications.deliver(tx, [
      authorNotice({ userId: record.authorId, eventKey, link, title: subject.title, event }),
    ]);
    return delivered.mailIds;
  }

  return {
    /**
     * The review status a new item of this author starts in: Under Review, unless the administrator set a number of
     * approvals and the author's approved items (of every moderated kind) reach it.
     */
    async initialStatus(userId: number): Promise<1 | 2> {
      const threshold = await autoApproveAfter();
      if (threshold <= 0) return CHECK_STATUS.UNDER_REVIEW;
      const counts = await Promise.all(registry.all().map((s) => s.approvedCount(userId)));
      return counts.reduce((a, b) => a + b, 0) >= threshold ? CHECK_STATUS.APPROVED : CHECK_STATUS.UNDER_REVIEW;
    },

    async report(user: SessionUser, input: z.output<typeof reportBody>): Promise<void> {
      const [, record] = await sourceAndRecord(input.subjectType, input.id);
      // Only what the public sees can be reported; anything else answers as if it did not exist.
      if (record.checkStatus !== CHECK_STATUS.APPROVED) throw notFound(registry.sourceOf(input.subjectType)!.notFoundMessage);
      authorize(user, 'report', moderationPolicy.of(record));
      const key = String(user.userId);
      const wait = await reports.retryAfter(key);
      if (wait) throw new TooManyRequests(MODERATION_MSG.tooFast, wait);
      await reports.hit(key);
      const added = await db
        .insert(moderationReport)
        .values({ subjectType: input.subjectType, subjectId: input.id, reporterId: user.userId, reason: input.reason })
        .onConflictDoNothing()
        .returning({ id: moderationReport.id });
      if (!added.length) throw conflict(MODERATION_MSG.alreadyReported);
    },

    async queue(query: z.output<typeof queueQuery>, actor: Actor): Promise<Page<QueueItem>> {
      authorize(actor, 'read', moderationPolicy.of(null));
      const source = registry.sourceOf(query.subjectType);
      if (!source) return { list: [], total: 0 };
      return source.queue({ checkStatus: query.checkStatus, reportedOnly: query.reported === '1' }, query.page, query.limit);
    },

    async review(input: z.output<typeof reviewBody>, actor: AuditActor): Promise<void> {
      authorize(actor, 'moderate', moderationPolicy.of(null));
      const [source, record] = await sourceAndRecord(input.subjectType, input.id);
      const reason = input.checkStatus === CHECK_STATUS.REFUSED ? (input.reason ?? '') : '';
      // What the item is called and where it lives, read before the transaction (the embedded engine has one connection).
      const subject = notices
        ? await notices.subjects.find({ type: source.type, object: String(record.id), accessType: '', countryCode: '' }, 'comment')
        : null;
      const mailIds = await db.transaction(async (tx) => {
        await source.review(tx, record.id, input.checkStatus, reason);
        await resolveReports(tx, source.type, record.id);
        const auditId = await recordAudit(tx, actor, {
          action: 'moderation.review',
          subjectType: source.type,
          subjectId: record.id,
          before: { checkStatus: record.checkStatus },
          after: { checkStatus: input.checkStatus, reason },
        });
        // A decision that changes nothing (approving what is approved) tells nobody anything new.
        if (record.checkStatus === input.checkStatus) return [];
        return tellAuthor(tx, subject, record, input.checkStatus, reason, `review:${source.type}:${record.id}:${auditId}`);
      });
      if (notices && mailIds.length) await notices.notifications.dispatch(mailIds);
    },

    async flags(input: z.output<typeof flagsBody>, actor: AuditActor): Promise<void> {
      authorize(actor, 'moderate', moderationPolicy.of(null));
      const [source, record] = await sourceAndRecord(input.subjectType, input.id);
      if (!source.flag) throw badRequest(MODERATION_MSG.flagsOnlyTopics);
      const flags = { top: input.top, good: input.good };
      await db.transaction(async (tx) => {
        await source.flag!(tx, record.id, flags);
        await recordAudit(tx, actor, {
          action: 'moderation.flags',
          subjectType: source.type,
          subjectId: record.id,
          before: { top: record.top, good: record.good },
          after: flags,
        });
      });
    },

    async confirmPlant(input: z.output<typeof plantConfirmBody>, actor: AuditActor): Promise<void> {
      authorize(actor, 'moderate', moderationPolicy.of(null));
      const [source, record] = await sourceAndRecord('SUPPLY_DEMAND', input.id);
      if (!source.confirmPlant || !record.plantNo) throw notFound(source.notFoundMessage);
      await db.transaction(async (tx) => {
        await source.confirmPlant!(tx, record.id, input.confirmed);
        await recordAudit(tx, actor, {
          action: 'moderation.plant',
          subjectType: source.type,
          subjectId: record.id,
          before: { confirmed: record.plantConfirmed ?? false },
          after: { confirmed: input.confirmed, plantNo: record.plantNo },
        });
      });
    },

    settings: async (actor: Actor) => {
      authorize(actor, 'read', moderationPolicy.of(null));
      return { autoApproveAfter: await autoApproveAfter() };
    },

    async saveSettings(input: { autoApproveAfter: number }, actor: AuditActor): Promise<void> {
      authorize(actor, 'moderate', moderationPolicy.of(null));
      const before = await autoApproveAfter();
      await db.transaction(async (tx) => {
        await tx
          .insert(moderationSetting)
          .values({ name: AUTO_APPROVE, value: input.autoApproveAfter })
          .onConflictDoUpdate({ target: moderationSetting.name, set: { value: input.autoApproveAfter, updatedAt: new Date() } });
        await recordAudit(tx, actor, {
          action: 'moderation.settings',
          subjectType: 'moderationSetting',
          subjectId: AUTO_APPROVE,
          before: { autoApproveAfter: before },
          after: input,
        });
      });
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
