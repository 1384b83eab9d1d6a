import { and, asc, between, eq } from 'drizzle-orm';
import { TRACKING_MSG, TRACKING_RANGE, type EventCategoryType } from '../../../contracts/tracking/codes';
import type { Executor } from '../../db/client';
import { trackingEventCount } from '../../db/schema/index';
import { badRequest } from '../../platform/envelope';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The days of a range, oldest first; a reversed or too long range is the caller's mistake. */
export function rangeDays(from: string | undefined, to: string | undefined, now = Date.now()): string[] {
  const end = to ? msOf(to) : msOf(dayOf(now));
  const start = from ? msOf(from) : end - (TRACKING_RANGE.defaultDays - 1) * DAY_MS;
  const length = Math.round((end - start) / DAY_MS) + 1;
  if (!Number.isFinite(length) || length < 1 || length > TRACKING_RANGE.maxDays) throw badRequest(TRACKING_MSG.badRange);
  return Array.from({ length }, (_, i) => dayOf(start + i * DAY_MS));
}

/** Every event counted in the range, with its count on each day, the most counted first. */
export async function countsByEventAndDay(db: Executor, days: string[], categoryType?: EventCategoryType) {
  const rows = await db
    .select()
    .from(trackingEventCount)
    .where(
      and(
        between(trackingEventCount.day, days[0]!, days[days.length - 1]!),
        categoryType ? eq(trackingEventCount.categoryType, categoryType) : undefined,
      ),
    )
    .orderBy(asc(trackingEventCount.day));
  const index = new Map(days.map((d, i) => [d, i]));
  const events = new Map<string, { categoryType: string; name: string; area: string; total: number; counts: number[] }>();
  for (const row of rows) {
    // Language and channel are kept apart in storage; the screen adds them up per event.
    const key = JSON.stringify([row.categoryType, row.name, row.area]);
    let event = events.get(key);
    if (!event) {
      event = { categoryType: row.categoryType, name: row.name, area: row.area, total: 0, counts: days.map(() => 0) };
      events.set(key, event);
    }
    const at = index.get(String(row.day));
    if (at === undefined) continue;
    event.counts[at]! += row.count;
    event.total += row.count;
  }
  return [...events.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
}
