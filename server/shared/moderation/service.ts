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
import { decisionNotice, type NotificationService } from '../notifications/index';
import type { SubjectInfo, SubjectRegistry } from '../subjects/index';
import { resolveReports, type ModeratedRecord, type ModerationRegistry, type ModeratedSource } from './registry';
import { moderationPolicy } from './policies';
import { dropEdit, editModeOf, findEdit, saveEdit, type EditFields, type EditMode } from './edits';

const AUTO_APPROVE = 'autoApproveAfter';
const REVIEW_EDITS = 'reviewEdits';

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

  async function setting(name: string): Promise<number | undefined> {
    const [row] = await db.select().from(moderationSetting).where(eq(moderationSetting.name, name));
    return row?.value;
  }
  const autoApproveAfter = async () => (await setting(AUTO_APPROVE)) ?? MODERATION_LIMITS.autoApproveAfterDefault;
  /** On unless an administrator turned it off: an unreviewed edit could turn an approved post into anything. */
  const reviewEdits = async () => ((await setting(REVIEW_EDITS)) ?? 1) === 1;
  const allSettings = async () => ({ autoApproveAfter: await autoApproveAfter(), reviewEdits: await reviewEdits() });

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
    decision: { type: string; auditId: number },
    ofEdit = false,
  ): Promise<number[]> {
    if (!notices || !subject) return [];
    const notice = decisionNotice({
      userId: record.authorId,
      subjectType: decision.type,
      subjectId: record.id,
      auditId: decision.auditId,
      approved: checkStatus === CHECK_STATUS.APPROVED,
      ofEdit,
      reason,
      title: subject.title,
      link: subject.link,
      ...(record.ownLink ? { ownLink: record.ownLink } : {}),
    });
    const delivered = await notices.notifications.deliver(tx, [notice]);
    return delivered.mailIds;
  }

  /** A moderator's decision on an item's pending edit: approval publishes it, refusal keeps the approved version. */
  async function reviewEdit(input: z.output<typeof reviewBody>, actor: AuditActor, source: ModeratedSource, record: ModeratedRecord) {
    const edit = await findEdit(db, source.type, record.id);
    if (!edit || edit.state !== 'pending' || !source.edits) throw notFound(MODERATION_MSG.noEdit);
    const edits = source.edits;
    const approved = input.checkStatus === CHECK_STATUS.APPROVED;
    const reason = approved ? '' : (input.reason ?? '');
    const subject = await subjectOf(source, record);
    const mailIds = await db.transaction(async (tx) => {
      await (approved ? edits.apply(tx, record.id, edit.fields) : edits.discard(tx, record.id, edit.fields));
      await dropEdit(tx, source.type, record.id);
      const auditId = await recordAudit(tx, actor, {
        action: 'moderation.edit',
        subjectType: source.type,
        subjectId: record.id,
        before: { edit: edit.fields },
        after: { checkStatus: input.checkStatus, reason },
      });
      return tellAuthor(tx, subject, record, input.checkStatus, reason, { type: source.type, auditId }, true);
    });
    if (notices && mailIds.length) await notices.notifications.dispatch(mailIds);
  }

  /** What the item is called and where it lives, read before a transaction (the embedded engine has one connection). */
  const subjectOf = (source: ModeratedSource, record: ModeratedRecord) =>
    notices ? notices.subjects.find({ type: source.type, object: String(record.id), accessType: '', countryCode: '' }, 'comment') : null;

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
      return source.queue(
        { checkStatus: query.checkStatus, reportedOnly: query.reported === '1', editsOnly: query.edits === '1' },
        query.page,
        query.limit,
      );
    },

    async review(input: z.output<typeof reviewBody>, actor: AuditActor): Promise<void> {
      authorize(actor, 'moderate', moderationPolicy.of(null));
      const [source, record] = await sourceAndRecord(input.subjectType, input.id);
      if (input.edit) return reviewEdit(input, actor, source, record);
      const reason = input.checkStatus === CHECK_STATUS.REFUSED ? (input.reason ?? '') : '';
      const subject = await subjectOf(source, record);
      const mailIds = await db.transaction(async (tx) => {
        await source.review(tx, record.id, input.checkStatus, reason);
        await resolveReports(tx, source.type, record.id);
        // A resubmitted item reviewed: its before-and-after is done with (a pending edit waits for its own decision).
        if ((await findEdit(tx, source.type, record.id))?.state === 'resubmitted') await dropEdit(tx, source.type, record.id);
        const auditId = await recordAudit(tx, actor, {
          action: 'moderation.review',
          subjectType: source.type,
          subjectId: record.id,
          before: { checkStatus: record.checkStatus },
          after: { checkStatus: input.checkStatus, reason },
        });
        // A decision that changes nothing (approving what is approved) tells nobody anything new.
        if (record.checkStatus === input.checkStatus) return [];
        return tellAuthor(tx, subject, record, input.checkStatus, reason, { type: source.type, auditId });
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
      return allSettings();
    },

    async saveSettings(input: { autoApproveAfter?: number; reviewEdits?: boolean }, actor: AuditActor): Promise<void> {
      authorize(actor, 'moderate', moderationPolicy.of(null));
      const before = await allSettings();
      const values: [string, number | undefined][] = [
        [AUTO_APPROVE, input.autoApproveAfter],
        [REVIEW_EDITS, input.reviewEdits === undefined ? undefined : Number(input.reviewEdits)],
      ];
      await db.transaction(async (tx) => {
        for (const [name, value] of values) {
          if (value === undefined) continue;
          await tx
            .insert(moderationSetting)
            .values({ name, value })
            .onConflictDoUpdate({ target: moderationSetting.name, set: { value, updatedAt: new Date() } });
        }
        await recordAudit(tx, actor, {
          action: 'moderation.settings',
          subjectType: 'moderationSetting',
          subjectId: Object.keys(input).join(','),
          before: Object.fromEntries(Object.keys(input).map((k) => [k, before[k as keyof typeof before]])),
          after: input,
        });
      });
    },

    /** How an author's edit of their item is taken (decision 0050): held for review, applied, or resubmitted. */
    editMode: async (item: { checkStatus: number; expired: boolean }): Promise<EditMode> => editModeOf(item, await reviewEdits()),

    /**
     * Keeps the moderation's side of an edit, in the area's transaction: a held edit's fields; a resubmitted item's
     * fields as the reviewer last saw them (an earlier resubmission's are kept); a live edit supersedes a held one.
     */
    async recordEdit(
      tx: Executor,
      item: { type: string; id: number; userId: number },
      mode: EditMode,
      before: EditFields,
      after: EditFields,
    ) {
      if (mode === 'hold') return saveEdit(tx, { ...item, state: 'pending', fields: after });
      const existing = await findEdit(tx, item.type, item.id);
      if (mode === 'resubmit') {
        if (existing?.state !== 'resubmitted') await saveEdit(tx, { ...item, state: 'resubmitted', fields: before });
      } else if (existing?.state === 'pending') await dropEdit(tx, item.type, item.id);
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
