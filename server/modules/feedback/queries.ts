import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminFeedbackQuery } from '../../../contracts/feedback/models';
import type { Executor } from '../../db/client';
import { dictionaryItem, feedback, feedbackReply } from '../../db/schema/index';

export type FeedbackRow = typeof feedback.$inferSelect;
export type ReplyRow = typeof feedbackReply.$inferSelect;

/** The feedback_type dictionary: code to English name. */
export async function feedbackTypes(db: Executor): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: dictionaryItem.detailCode, name: dictionaryItem.enName })
    .from(dictionaryItem)
    .where(eq(dictionaryItem.dicCode, 'feedback_type'))
    .orderBy(asc(dictionaryItem.sort));
  return new Map(rows.map((r) => [r.code, r.name]));
}

export async function insertFeedback(db: Executor, values: typeof feedback.$inferInsert): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(values).returning();
  return row!;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

export async function pageFeedback(db: Executor, query: z.output<typeof adminFeedbackQuery>) {
  const where: SQL[] = [];
  if (query.type) where.push(eq(feedback.type, query.type));
  if (query.status) where.push(eq(feedback.status, query.status));
  if (query.from) where.push(gte(feedback.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(feedback.createdAt, nextDay(query.to)));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(filter)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(feedback).where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findFeedback(db: Executor, id: number): Promise<FeedbackRow | undefined> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
  return row;
}

export function repliesOf(db: Executor, ids: number[]): Promise<ReplyRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(feedbackReply).where(inArray(feedbackReply.feedbackId, ids)).orderBy(asc(feedbackReply.id));
}

export async function setStatus(db: Executor, id: number, status: string): Promise<FeedbackRow> {
  const [row] = await db.update(feedback).set({ status, updatedAt: new Date() }).where(eq(feedback.id, id)).returning();
  return row!;
}

export async function insertReply(db: Executor, values: typeof feedbackReply.$inferInsert): Promise<ReplyRow> {
  const [row] = await db.insert(feedbackReply).values(values).returning();
  return row!;
}
