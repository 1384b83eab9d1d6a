import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { company, country, plant, pointLike, subscription } from '../../db/schema/index';
import { escapeLike } from '../market/queries/search';

export interface SubjectKey {
  accessType: string;
  countryCode: string;
  object: string;
}

export async function findSubscriptionId(db: Db, userId: number, subscribeType: string, key: SubjectKey) {
  const [row] = await db
    .select({ id: subscription.id })
    .from(subscription)
    .where(
      and(
        eq(subscription.userId, userId),
        eq(subscription.subscribeType, subscribeType),
        eq(subscription.accessType, key.accessType),
        eq(subscription.countryCode, key.countryCode),
        eq(subscription.subObject, key.object),
      ),
    );
  return row?.id ?? null;
}

export async function findLikeId(db: Db, userId: number, key: SubjectKey) {
  const [row] = await db
    .select({ id: pointLike.id })
    .from(pointLike)
    .where(
      and(
        eq(pointLike.userId, userId),
        eq(pointLike.pointType, 'FACTORY'),
        eq(pointLike.accessType, key.accessType),
        eq(pointLike.countryCode, key.countryCode),
        eq(pointLike.pointObject, key.object),
      ),
    );
  return row?.id ?? null;
}

/** Adds the subscription unless the user has it already; either way answers its id. */
export async function addSubscription(db: Db, row: typeof subscription.$inferInsert) {
  const [inserted] = await db.insert(subscription).values(row).onConflictDoNothing().returning({ id: subscription.id });
  if (inserted) return inserted.id;
  return findSubscriptionId(db, row.userId, row.subscribeType, { accessType: row.accessType, countryCode: row.countryCode, object: row.subObject });
}

export async function removeSubscription(db: Db, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(subscription)
    .where(and(eq(subscription.id, id), eq(subscription.userId, userId)))
    .returning({ id: subscription.id });
  return removed.length > 0;
}

export async function pageSubscriptions(
  db: Db,
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
      .select({
        id: subscription.id,
        subscribeType: subscription.subscribeType,
        accessType: subscription.accessType,
        subObject: subscription.subObject,
        subObjectName: subscription.subObjectName,
        companyLogo: sql<string>`coalesce(${company.cpLogo}, ${plant.companyLogo}, '')`,
        countryName: sql<string>`coalesce(${country.nameEn}, '')`,
        countryCode: subscription.countryCode,
        createdAt: subscription.createdAt,
      })
      .from(subscription)
      .leftJoin(country, eq(country.code, subscription.countryCode))
      .leftJoin(company, and(eq(subscription.subscribeType, 'COMPANY'), eq(company.companyCode, subscription.subObject)))
      .leftJoin(
        plant,
        and(
          eq(subscription.subscribeType, 'FACTORY'),
          eq(plant.accessType, subscription.accessType),
          eq(plant.countryCode, subscription.countryCode),
          eq(plant.plantNo, subscription.subObject),
        ),
      )
      .where(where)
      .orderBy(desc(subscription.createdAt), desc(subscription.id))
      .offset((page - 1) * limit)
      .limit(limit),
    db.select({ total: count() }).from(subscription).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Records the like and counts it on the plant, once per user and plant; answers the like's id. */
export async function addLike(db: Db, row: typeof pointLike.$inferInsert, plantId: number) {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(pointLike).values(row).onConflictDoNothing().returning({ id: pointLike.id });
    if (!inserted) {
      return findLikeId(tx as unknown as Db, row.userId, { accessType: row.accessType, countryCode: row.countryCode, object: row.pointObject });
    }
    await tx.update(plant).set({ pointCount: sql`${plant.pointCount} + 1` }).where(eq(plant.id, plantId));
    return inserted.id;
  });
}

/** Removes the user's like and takes it off the plant's count; false when the user has no such like. */
export async function removeLike(db: Db, userId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(pointLike)
      .where(and(eq(pointLike.id, id), eq(pointLike.userId, userId)))
      .returning({ accessType: pointLike.accessType, countryCode: pointLike.countryCode, plantNo: pointLike.pointObject });
    if (!removed) return false;
    await tx
      .update(plant)
      .set({ pointCount: sql`greatest(${plant.pointCount} - 1, 0)` })
      .where(and(eq(plant.accessType, removed.accessType), eq(plant.countryCode, removed.countryCode), eq(plant.plantNo, removed.plantNo)));
    return true;
  });
}

export async function findCompanyForSubscription(db: Db, companyCode: string, accessType: string, countryCode: string) {
  const [row] = await db
    .select({ name: company.plantName })
    .from(company)
    .where(and(eq(company.companyCode, companyCode), eq(company.accessType, accessType), eq(company.countryCode, countryCode)));
  return row;
}

export async function findPlantForSubscription(db: Db, plantNo: string, accessType: string, countryCode: string) {
  const [row] = await db
    .select({ id: plant.id, name: plant.plantName })
    .from(plant)
    .where(and(eq(plant.plantNo, plantNo), eq(plant.accessType, accessType), eq(plant.countryCode, countryCode)));
  return row;
}
