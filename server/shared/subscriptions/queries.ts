import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pointLike, subscription } from '../../db/schema/index';
import { escapeLike } from '../../db/sql/like';
import type { SubjectKey } from '../subjects/index';

export type SubscriptionRow = typeof subscription.$inferSelect;
export type LikeRow = typeof pointLike.$inferSelect;

export async function findSubscriptionId(db: Executor, userId: number, key: SubjectKey) {
  const [row] = await db
    .select({ id: subscription.id })
    .from(subscription)
    .where(
      and(
        eq(subscription.userId, userId),
        eq(subscription.subscribeType, key.type),
        eq(subscription.accessType, key.accessType),
        eq(subscription.countryCode, key.countryCode),
        eq(subscription.subObject, key.object),
      ),
    );
  return row?.id ?? null;
}

export async function findLikeId(db: Executor, userId: number, key: SubjectKey) {
  const [row] = await db
    .select({ id: pointLike.id })
    .from(pointLike)
    .where(
      and(
        eq(pointLike.userId, userId),
        eq(pointLike.pointType, key.type),
        eq(pointLike.accessType, key.accessType),
        eq(pointLike.countryCode, key.countryCode),
        eq(pointLike.pointObject, key.object),
      ),
    );
  return row?.id ?? null;
}

/** Adds the subscription unless the user has it already; either way answers its id. */
export async function addSubscription(db: Executor, row: typeof subscription.$inferInsert) {
  const [inserted] = await db.insert(subscription).values(row).onConflictDoNothing().returning({ id: subscription.id });
  if (inserted) return inserted.id;
  return findSubscriptionId(db, row.userId, {
    type: row.subscribeType,
    accessType: row.accessType,
    countryCode: row.countryCode,
    object: row.subObject,
  });
}

export async function findSubscription(db: Executor, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscription).where(eq(subscription.id, id));
  return row;
}

export async function deleteSubscription(db: Executor, id: number): Promise<void> {
  await db.delete(subscription).where(eq(subscription.id, id));
}

export async function pageSubscriptions(
  db: Executor,
  userId: number,
  f: { subscribeType?: string; accessType?: string; queryWord?: string },
  page: number,
  limit: number,
) {
  const where = and(
    eq(subscription.userId, userId),
    f.subscribeType ? eq(subscription.subscribeType, f.subscribeType) : undefined,
    f.accessType ? eq(subscription.accessType, f.accessType) : undefined,
    f.queryWord
      ? or(ilike(subscription.subObjectName, `%${escapeLike(f.queryWord)}%`), ilike(subscription.subObject, `%${escapeLike(f.queryWord)}%`))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subscription)
      .where(where)
      .orderBy(desc(subscription.createdAt), desc(subscription.id))
      .offset((page - 1) * limit)
      .limit(limit),
    db.select({ total: count() }).from(subscription).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Records the like once per user and subject; `counted` runs in the same transaction for a new like only. */
export async function addLike(db: Executor, row: typeof pointLike.$inferInsert, counted: (tx: Executor) => Promise<void>) {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(pointLike).values(row).onConflictDoNothing().returning({ id: pointLike.id });
    if (!inserted) {
      return findLikeId(tx, row.userId, {
        type: row.pointType,
        accessType: row.accessType,
        countryCode: row.countryCode,
        object: row.pointObject,
      });
    }
    await counted(tx);
    return inserted.id;
  });
}

export async function findLike(db: Executor, id: number): Promise<LikeRow | undefined> {
  const [row] = await db.select().from(pointLike).where(eq(pointLike.id, id));
  return row;
}

/** Removes a like; `counted` runs in the same transaction when a row was removed. */
export async function deleteLike(db: Executor, id: number, counted: (tx: Executor) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(pointLike).where(eq(pointLike.id, id)).returning({ id: pointLike.id });
    if (removed.length) await counted(tx);
  });
}
