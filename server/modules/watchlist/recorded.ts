import type { Executor } from '../../db/client';
import type { NewNotification } from '../../shared/notifications/index';
import { banLifts, diseaseBans, plantEvents, type BanChange, type PlantChange } from './changes';
import { banNotices, expiryNotices, plantNotices } from './producer';

/**
 * The alerts the watchlist writes, for changes recorded before its producer read them: a dataset loaded together with
 * its watchers (the demo, server/db/seed/notifications.ts). The same texts, keys and subscribers as the scan's and
 * the daily expiry check's; which changes to tell is the caller's choice (the producer itself reads from its watermark).
 */
export async function alertsOfRecorded(
  tx: Executor,
  recorded: { plantEventIds: readonly number[]; banIds: readonly number[]; banLiftIds?: readonly number[]; expiryDay?: Date },
): Promise<NewNotification[]> {
  const plants: PlantChange[] = [];
  for (const id of recorded.plantEventIds) plants.push(...(await plantEvents(tx, id - 1)).filter((c) => c.id === id));
  const bans: BanChange[] = [];
  for (const id of recorded.banIds) bans.push(...(await diseaseBans(tx, id - 1)).filter((b) => b.id === id));
  // A lift is told as the scan's ban-lift source tells it (decision 0061): to the ban's watchers.
  for (const id of recorded.banLiftIds ?? []) bans.push(...(await banLifts(tx, id - 1)).filter((b) => b.id === id));
  return [
    ...(await plantNotices(tx, plants)),
    ...(await banNotices(tx, bans)),
    ...(recorded.expiryDay ? await expiryNotices(tx, recorded.expiryDay) : []),
  ];
}
