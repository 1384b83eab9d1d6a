import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { JobQueue } from '../../shared/jobs/index';
import type { NewNotification, NotificationService } from '../../shared/notifications/index';
import { alertMessages } from '../../../contracts/alerts/messages';
import { translator } from '../../../contracts/core/i18n';
import { inEveryLanguage } from '../../../contracts/core/languages';
import {
  banLifts,
  CHANGE_SOURCES,
  diseaseBans,
  latestId,
  LOOKBACK,
  oneChangePerWrite,
  plantEvents,
  plantsTouchedBy,
  registrationsExpiring,
  type BanChange,
  type ChangeSource,
  type PlantChange,
} from './changes';
import { advanceCursor, ensureCursor, lockCursor, markSeen, seenAfter } from './queries';
import { fanOut, subscriptionsIn, subscriptionsOf } from './subscribers';

export const SCAN_JOB = 'watchlist-scan';
export const EXPIRY_JOB = 'watchlist-expiry';
/** Registrations are announced when they come within these many days of expiring, once per threshold. */
export const EXPIRY_THRESHOLDS = [90, 30] as const;

async function startCursor(db: Executor, source: ChangeSource) {
  await ensureCursor(db, source, await latestId(db, source));
}

/** The subscribers' notifications of disease bans: one per user and ban, whichever of their watched plants it touches first. */
export async function banNotices(tx: Executor, bans: readonly BanChange[]): Promise<NewNotification[]> {
  const items: NewNotification[] = [];
  for (const ban of bans) {
    const plants = await plantsTouchedBy(tx, ban, await subscriptionsIn(tx, ban.countryCode, ban.accessType));
    const subs = await subscriptionsOf(tx, plants);
    // One notification per user and ban (or lift), whichever of their watched plants it touches first.
    const perUser = new Set<number>();
    for (const item of fanOut(
      plants.map((plant) => ({ ...ban, plant })),
      subs,
    )) {
      if (perUser.has(item.userId)) continue;
      perUser.add(item.userId);
      items.push(item);
    }
  }
  return items;
}

/** The subscribers' notifications of plant changes, one per write of a plant. */
export async function plantNotices(tx: Executor, changes: readonly PlantChange[]): Promise<NewNotification[]> {
  const subs = await subscriptionsOf(
    tx,
    changes.map((c) => c.plant),
  );
  return fanOut(oneChangePerWrite(changes), subs);
}

/** The subscribers' notifications of registrations of their plants that come within a threshold of expiring by `now`. */
export async function expiryNotices(tx: Executor, now: Date): Promise<NewNotification[]> {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const expiring = await registrationsExpiring(tx, day(0), day(EXPIRY_THRESHOLDS[0]));
  const changes = expiring.map((r) => {
    const daysLeft = Math.round((Date.parse(r.expires) - Date.parse(day(0))) / 86_400_000);
    // The nearest threshold crossed: a registration first seen at 20 days gets the 30-day notice only.
    const threshold = EXPIRY_THRESHOLDS.filter((t) => daysLeft <= t).at(-1) ?? EXPIRY_THRESHOLDS[0];
    return {
      key: `expiry:${r.registrationId}:${threshold}:${r.expires}` as const,
      plant: r.plant,
      texts: inEveryLanguage((language) => {
        const t = translator(language, alertMessages);
        const { plantName, plantNo } = r.plant;
        return {
          title: t('expiry.title', { plantName, plantNo, count: daysLeft }),
          body: t('expiry.body', { goodsType: r.goodsType, expires: r.expires, threshold, today: day(0) }),
        };
      }),
    };
  });
  return fanOut(
    changes,
    await subscriptionsOf(
      tx,
      changes.map((c) => c.plant),
    ),
  );
}

/** The notifications one batch of a source's rows makes, and the highest id it read. */
async function notificationsFrom(
  tx: Executor,
  source: ChangeSource,
  afterId: number,
): Promise<{ items: NewNotification[]; lastId: number; read: number }> {
  const seen = await seenAfter(tx, source, afterId);
  const unseen = <C extends { id: number }>(rows: C[]) => rows.filter((r) => !seen.has(r.id));
  if (source === 'animal-disease' || source === 'ban-lift') {
    const read = source === 'animal-disease' ? await diseaseBans(tx, afterId) : await banLifts(tx, afterId);
    const bans = unseen(read);
    await markSeen(
      tx,
      source,
      bans.map((b) => b.id),
    );
    return { items: await banNotices(tx, bans), lastId: Math.max(afterId, ...read.map((b) => b.id)), read: read.length };
  }
  const read = await plantEvents(tx, afterId);
  const changes = unseen(read);
  await markSeen(
    tx,
    source,
    changes.map((c) => c.id),
  );
  return { items: await plantNotices(tx, changes), lastId: Math.max(afterId, ...read.map((c) => c.id)), read: read.length };
}

/**
 * The watchlist's producer: reads each source's new rows after its watermark, fans them out to the
 * subscribers, and moves the watermark in the same transaction as the notifications and their mails, so a
 * crash leaves either all of a batch or none of it (decision 0026).
 */
export function registerWatchlistJobs(db: Db, queue: JobQueue, notifications: NotificationService, log: FastifyBaseLogger) {
  // Watermarks start at the newest rows when the portal first runs with the watchlist: earlier rows are history, not news.
  queue.onStart(async () => {
    for (const source of CHANGE_SOURCES) await startCursor(db, source);
  });

  async function scan(source: ChangeSource): Promise<boolean> {
    const outcome = await db.transaction(async (tx) => {
      await startCursor(tx, source);
      const cursor = await lockCursor(tx, source);
      const watermark = cursor?.lastId ?? 0;
      const batch = await notificationsFrom(tx, source, Math.max(cursor?.floorId ?? 0, watermark - LOOKBACK));
      const delivered = await notifications.deliver(tx, batch.items);
      if (batch.lastId > watermark) {
        await advanceCursor(tx, source, batch.lastId, LOOKBACK);
      }
      // Another full batch past the watermark means more rows wait.
      return { ...delivered, more: batch.lastId > watermark && batch.read >= 200 };
    });
    if (outcome.created) log.info({ source, notifications: outcome.created }, 'watchlist: subscribers notified');
    await notifications.dispatch(outcome.mailIds);
    return outcome.more;
  }

  queue.define(
    SCAN_JOB,
    async () => {
      for (const source of CHANGE_SOURCES) while (await scan(source));
    },
    { leaseSeconds: 30 },
  );
  queue.schedule(SCAN_JOB, { everyMinutes: 1 });

  queue.define(EXPIRY_JOB, async () => {
    const now = new Date();
    const outcome = await db.transaction(async (tx) => notifications.deliver(tx, await expiryNotices(tx, now)));
    await notifications.dispatch(outcome.mailIds);
  });
  queue.schedule(EXPIRY_JOB, { dailyAtUtc: { hour: 6, minute: 0 } });

  return {
    /** Looks for new changes now rather than at the next minute (call after writing change rows). */
    kick: () => queue.enqueue(SCAN_JOB, {}),
  };
}

export type WatchlistJobs = ReturnType<typeof registerWatchlistJobs>;
