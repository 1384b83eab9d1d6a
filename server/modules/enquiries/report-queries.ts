import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversation, conversationMessage, moderationReport } from '../../db/schema/index';
import { recountUnread, type MessageRow } from './queries';

/** Reports of conversations and what the moderators do about them (decision 0052). */

export async function addReport(db: Executor, subjectType: string, subjectId: number, reporterId: number, reason: string) {
  const added = await db
    .insert(moderationReport)
    .values({ subjectType, subjectId, reporterId, reason })
    .onConflictDoNothing()
    .returning({ id: moderationReport.id });
  return added.length > 0;
}

export async function isReported(db: Executor, subjectType: string, subjectId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(moderationReport)
    .where(and(eq(moderationReport.subjectType, subjectType), eq(moderationReport.subjectId, subjectId)));
  return (row?.n ?? 0) > 0;
}

/**
 * Columns named in full: inside a select list drizzle writes a column bare ("id"), which a subquery would read as its
 * own table's column.
 */
const CONVERSATION_ID = sql.raw('"conversation"."id"');
const REPORT = {
  subjectType: sql.raw('"moderation_report"."subject_type"'),
  subjectId: sql.raw('"moderation_report"."subject_id"'),
  resolvedAt: sql.raw('"moderation_report"."resolved_at"'),
  reason: sql.raw('"moderation_report"."reason"'),
  id: sql.raw('"moderation_report"."id"'),
};
const openReportOf = (subjectType: string) =>
  sql`${REPORT.subjectType} = ${subjectType} and ${REPORT.subjectId} = ${CONVERSATION_ID} and ${REPORT.resolvedAt} is null`;

/** Conversations with open reports, the oldest open report first, with the reasons and the number of messages. */
export async function pageReported(db: Executor, subjectType: string, page: number, limit: number) {
  const open = openReportOf(subjectType);
  const hasOpen = sql`exists (select 1 from ${moderationReport} where ${open})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: conversation,
        openReports: sql<number>`(select count(*) from ${moderationReport} where ${open})`.mapWith(Number),
        reasons: sql<
          string[]
        >`coalesce((select array_agg(${REPORT.reason} order by ${REPORT.id}) from ${moderationReport} where ${open}), '{}')`,
        messageCount:
          sql<number>`(select count(*) from ${conversationMessage} where ${sql.raw('"conversation_message"."conversation_id"')} = ${CONVERSATION_ID})`.mapWith(
            Number,
          ),
      })
      .from(conversation)
      .where(hasOpen)
      .orderBy(sql`(select min(${REPORT.id}) from ${moderationReport} where ${open})`, conversation.id)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(conversation).where(hasOpen),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Who reported the conversation (each once), to be told what the moderators did. */
export async function reportersOf(db: Executor, subjectType: string, subjectId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: moderationReport.reporterId })
    .from(moderationReport)
    .where(and(eq(moderationReport.subjectType, subjectType), eq(moderationReport.subjectId, subjectId)));
  return rows.map((r) => r.id);
}

/** Whether the conversation has a report no moderator has acted on. */
export async function hasOpenReport(db: Executor, subjectType: string, subjectId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(moderationReport)
    .where(
      and(eq(moderationReport.subjectType, subjectType), eq(moderationReport.subjectId, subjectId), isNull(moderationReport.resolvedAt)),
    );
  return (row?.n ?? 0) > 0;
}

/** A moderator's removal: shown as removed to both parties, its text kept for the audit log only. */
export const markRemoved = (db: Executor, message: MessageRow, at: Date) =>
  db.transaction(async (tx) => {
    await tx.update(conversationMessage).set({ deletedAt: at, removedAt: at }).where(eq(conversationMessage.id, message.id));
    await recountUnread(tx, [message.conversationId]);
  });
