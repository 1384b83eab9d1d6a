import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { trackingAdminCalls, trackingCalls, type eventBody } from '../../../contracts/tracking/calls';
import type { Db, Executor } from '../../db/client';
import { trackingEventCount } from '../../db/schema/index';
import type { CallRegistrar } from '../../platform/calls';
import { sql } from 'drizzle-orm';
import { countsByEventAndDay, rangeDays } from './counts';

/**
 * 'POST event add' (§7): one counter per day and event. Nothing that could name a person is stored: no address,
 * user, session or remark, and no time finer than the day. A browser that asks not to be tracked (DNT: 1, or
 * Global Privacy Control Sec-GPC: 1) is answered the same and counted nowhere.
 */
export const optedOut = (headers: FastifyRequest['headers']) => headers['dnt'] === '1' || headers['sec-gpc'] === '1';

export async function countEvent(db: Executor, event: z.output<typeof eventBody>, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await db
    .insert(trackingEventCount)
    .values({
      day,
      categoryType: event.categoryType,
      name: event.name,
      area: event.area ?? '',
      eventChannel: event.eventChannel,
      eventLang: event.eventLang,
      count: 1,
    })
    .onConflictDoUpdate({
      target: [
        trackingEventCount.day,
        trackingEventCount.categoryType,
        trackingEventCount.name,
        trackingEventCount.area,
        trackingEventCount.eventChannel,
        trackingEventCount.eventLang,
      ],
      set: { count: sql`${trackingEventCount.count} + 1` },
    });
}

export function registerTracking(http: CallRegistrar, db: Db) {
  http.handle(trackingCalls.add, async ({ body }, { request }) => {
    if (!optedOut(request.headers)) await countEvent(db, body);
    return null;
  });
  http.handle(trackingAdminCalls.counts, async ({ query }) => {
    const days = rangeDays(query.from, query.to);
    return { from: days[0]!, to: days[days.length - 1]!, days, events: await countsByEventAndDay(db, days, query.categoryType) };
  });
}
