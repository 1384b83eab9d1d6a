import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { banner } from '../../db/schema/index';

export type BannerRow = typeof banner.$inferSelect;
export type BannerValues = Omit<typeof banner.$inferInsert, 'id' | 'updatedAt'>;

/** The banners shown now: enabled, of the app, at these positions, inside their window, in order. */
export async function listShown(db: Executor, appId: string, positions: readonly string[], now: Date) {
  return db
    .select()
    .from(banner)
    .where(
      and(
        eq(banner.enabled, true),
        eq(banner.appId, appId),
        inArray(banner.showPosition, [...positions]),
        or(isNull(banner.startsAt), lte(banner.startsAt, now)),
        or(isNull(banner.endsAt), gt(banner.endsAt, now)),
      ),
    )
    .orderBy(asc(banner.showPosition), asc(banner.sort), asc(banner.id));
}

export async function listAll(db: Executor, showPosition?: string) {
  return db
    .select()
    .from(banner)
    .where(showPosition ? eq(banner.showPosition, showPosition) : undefined)
    .orderBy(asc(banner.showPosition), asc(banner.sort), asc(banner.id));
}

export async function findBanner(db: Executor, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(banner).where(eq(banner.id, id));
  return row;
}

export async function insertBanner(db: Executor, values: BannerValues): Promise<BannerRow> {
  const [row] = await db.insert(banner).values(values).returning();
  return row!;
}

export async function updateBanner(db: Executor, id: number, values: Partial<BannerValues>): Promise<BannerRow | undefined> {
  const [row] = await db
    .update(banner)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(banner.id, id))
    .returning();
  return row;
}

export async function deleteBanner(db: Executor, id: number) {
  await db.delete(banner).where(eq(banner.id, id));
}
