import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../db/client';
import { type animalDisease, banLift, type notification, plant, type subscription } from '../db/schema/index';

/**
 * A watchlist notice of a ban's lift (decision 0061), as the demo's test checks it (demo-notices.ts): the ban's own
 * lift row, told after the lift to one who watched, from before it, a plant of the ban's country the ban covered.
 */
export async function expectLiftTold(
  db: Executor,
  n: typeof notification.$inferSelect,
  sub: typeof subscription.$inferSelect,
  ban: typeof animalDisease.$inferSelect,
  liftId: number,
): Promise<void> {
  const [row] = await db.select().from(banLift).where(eq(banLift.id, liftId));
  expect(row, n.eventKey).toBeTruthy();
  expect([row!.diseaseId, row!.liftedDate]).toEqual([ban.id, ban.liftedDate]);
  expect(Date.parse(row!.liftedDate)).toBeGreaterThanOrEqual(sub.createdAt.getTime());
  expect(n.createdAt.getTime()).toBeGreaterThan(Date.parse(row!.liftedDate));
  const [watched] = await db
    .select()
    .from(plant)
    .where(and(eq(plant.plantNo, sub.subObject), eq(plant.countryCode, sub.countryCode), eq(plant.accessType, sub.accessType)));
  expect(watched, n.eventKey).toBeTruthy();
  if (ban.goodsTypes.length)
    expect(
      watched!.goodsTypes.some((g) => ban.goodsTypes.includes(g)),
      n.eventKey,
    ).toBe(true);
}
