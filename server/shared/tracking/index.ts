import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ParsedInput } from '../../../contracts/core/calls';
import { trackingAdminCalls, trackingCalls, type eventBody } from '../../../contracts/tracking/calls';
import type { Db, Executor } from '../../db/client';
import { trackingEventCount } from '../../db/schema/index';
import type { CallRegistrar } from '../../platform/calls';
import { sql } from 'drizzle-orm';
import { authorize, type Actor } from '../../platform/policy';
import { countsByEventAndDay, rangeDays } from './counts';
import { trackingPolicy } from './policies';

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

/** The counts' rules: a visitor's click is counted unless the browser opted out; administrators read the counts. */
export function createTrackingService(db: Db) {
  return {
    async add(event: z.output<typeof eventBody>, headers: FastifyRequest['headers']) {
      if (!optedOut(headers)) await countEvent(db, event);
      return null;
    },
    async counts(actor: Actor, query: ParsedInput<typeof trackingAdminCalls.counts>['query']) {
      authorize(actor, 'read', trackingPolicy.of(null));
      const days = rangeDays(query.from, query.to);
      return { from: days[0]!, to: days[days.length - 1]!, days, events: await countsByEventAndDay(db, days, query.categoryType) };
    },
  };
}

export function registerTracking(http: CallRegistrar, db: Db) {
  const tracking = createTrackingService(db);
  http.handle(trackingCalls.add, ({ body }, { request }) => tracking.add(body, request.headers));
  http.handle(trackingAdminCalls.counts, ({ query }, { user }) => tracking.counts(user, query));
}
