import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, comment } from '../../db/schema/index';
import { escapeLike } from '../../db/sql/like';
import { withDescendants } from './threads';

export type CommentRow = typeof comment.$inferSelect;
export type CommentWithAvatar = CommentRow & { avatar: string };

const withAvatar = { ...getTableColumns(comment), avatar: appUser.avatar };

export async function insertComment(db: Executor, row: typeof comment.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(comment).values(row).returning({ id: comment.id });
  if (!inserted) throw new Error('the comment was not stored');
  return inserted.id;
}

/** A comment that has not been deleted. */
export async function findComment(db: Executor, id: number): Promise<CommentRow | undefined> {
  const [row] = await db
    .select()
    .from(comment)
    .where(and(eq(comment.id, id), isNull(comment.deletedAt)));
  return row;
}

/** Top-level comments on one subject, newest first. */
export async function pageThreads(db: Executor, commentsType: string, ownerId: string, page: number, limit: number) {
  const where = and(
    eq(comment.commentsType, commentsType),
    eq(comment.ownerId, ownerId),
    isNull(comment.parentId),
    isNull(comment.deletedAt),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(withAvatar)
      .from(comment)
      .innerJoin(appUser, eq(appUser.id, comment.authorId))
      .where(where)
      .orderBy(desc(comment.createdAt), desc(comment.id))
      .offset((page - 1) * limit)
      .limit(limit),
    db.select({ total: count() }).from(comment).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Every live reply in these threads, oldest first. */
export async function repliesOf(db: Executor, rootIds: readonly number[]): Promise<CommentWithAvatar[]> {
  if (!rootIds.length) return [];
  return db
    .select(withAvatar)
    .from(comment)
    .innerJoin(appUser, eq(appUser.id, comment.authorId))
    .where(and(inArray(comment.rootId, [...rootIds]), isNull(comment.deletedAt)))
    .orderBy(asc(comment.createdAt), asc(comment.id));
}

/**
 * Deletes a comment and every reply below it (soft: deletedAt), in one transaction; `also` runs inside it
 * (the audit entry of an administrator's removal). Answers the ids removed.
 */
export async function deleteWithReplies(db: Executor, target: CommentRow, also?: (tx: Executor, removed: number[]) => Promise<void>) {
  return db.transaction(async (tx) => {
    const rootId = target.rootId ?? target.id;
    const thread = await tx
      .select({ id: comment.id, parentId: comment.parentId })
      .from(comment)
      .where(and(or(eq(comment.id, rootId), eq(comment.rootId, rootId)), isNull(comment.deletedAt)));
    const removed = withDescendants(thread, target.id);
    await tx.update(comment).set({ deletedAt: new Date() }).where(inArray(comment.id, removed));
    await also?.(tx, removed);
    return removed;
  });
}

/** The moderation list: live comments on any subject, newest first, filtered by type and by words of text or author. */
export async function pageAll(db: Executor, filter: { page: number; limit: number; commentsType?: string; keyword?: string }) {
  const words = filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined;
  const where = and(
    isNull(comment.deletedAt),
    filter.commentsType ? eq(comment.commentsType, filter.commentsType) : undefined,
    words ? or(ilike(comment.content, words), ilike(comment.authorNickName, words)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(comment)
      .where(where)
      .orderBy(desc(comment.createdAt), desc(comment.id))
      .offset((filter.page - 1) * filter.limit)
      .limit(filter.limit),
    db.select({ total: count() }).from(comment).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Every live comment of these threads (their first comments included), to count what a removal would take along. */
export async function liveThreads(db: Executor, rootIds: readonly number[]) {
  if (!rootIds.length) return [];
  return db
    .select({ id: comment.id, parentId: comment.parentId })
    .from(comment)
    .where(and(or(inArray(comment.rootId, [...rootIds]), inArray(comment.id, [...rootIds])), isNull(comment.deletedAt)));
}

/**
 * Live comments on each row of an area's query, as a column of it: `ownerId` is the SQL of the row's id. The
 * comments feature keeps its table to itself; an area that lists counts (commentsCount) embeds this instead of reading it.
 */
export const liveCommentCount = (commentsType: string, ownerId: SQL) =>
  sql<number>`(select count(*)::int from ${comment} where ${comment.commentsType} = ${commentsType} and ${comment.ownerId} = (${ownerId})::text and ${comment.deletedAt} is null)`;
