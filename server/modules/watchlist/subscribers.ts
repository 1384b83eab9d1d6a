import { and, eq, inArray, or } from 'drizzle-orm';
import { alertMessages } from '../../../contracts/alerts/messages';
import { translator } from '../../../contracts/core/i18n';
import type { Language } from '../../../contracts/core/languages';
import { plantPagePath } from '../../../contracts/market/pages';
import type { Executor } from '../../db/client';
import { subscription } from '../../db/schema/index';
import type { EventKey, NewNotification } from '../../shared/notifications/index';
import { inEveryLanguage } from '../../../contracts/core/languages';
import { type ChangeText, type WatchedPlant } from './changes';

type SubscriptionRow = typeof subscription.$inferSelect;

/** Subscriptions to these plants or to their companies. */
export async function subscriptionsOf(db: Executor, plants: readonly WatchedPlant[]): Promise<SubscriptionRow[]> {
  if (!plants.length) return [];
  const plantNos = [...new Set(plants.map((p) => p.plantNo))];
  const companyCodes = [...new Set(plants.map((p) => p.companyCode))];
  // Narrowed by number or code in SQL; the exact country and access type are matched per plant below.
  return db
    .select()
    .from(subscription)
    .where(
      or(
        and(eq(subscription.subscribeType, 'FACTORY'), inArray(subscription.subObject, plantNos)),
        and(eq(subscription.subscribeType, 'COMPANY'), inArray(subscription.subObject, companyCodes)),
      ),
    );
}

/** Subscriptions of a country and access type: what a disease ban there could touch. */
export async function subscriptionsIn(db: Executor, countryCode: string, accessType: string) {
  const rows = await db
    .select({ type: subscription.subscribeType, object: subscription.subObject })
    .from(subscription)
    .where(and(eq(subscription.countryCode, countryCode), eq(subscription.accessType, accessType)));
  return {
    plantNos: rows.filter((r) => r.type === 'FACTORY').map((r) => r.object),
    companyCodes: rows.filter((r) => r.type === 'COMPANY').map((r) => r.object),
  };
}

function watches(sub: SubscriptionRow, plant: WatchedPlant): boolean {
  if (sub.countryCode !== plant.countryCode || sub.accessType !== plant.accessType) return false;
  return sub.subscribeType === 'FACTORY' ? sub.subObject === plant.plantNo : sub.subObject === plant.companyCode;
}

function reasonOf(sub: SubscriptionRow, plant: WatchedPlant, language: Language): string {
  const t = translator(language, alertMessages);
  return sub.subscribeType === 'FACTORY'
    ? t('reason.plant', { name: sub.subObjectName, plantNo: plant.plantNo })
    : t('reason.company', { name: sub.subObjectName, plantName: plant.plantName, plantNo: plant.plantNo });
}

/**
 * One notification per subscriber and change: a user who watches both a plant and its company hears once,
 * through the plant. A change recorded before the subscription was made is history to that subscriber, not news.
 */
export function fanOut(
  changes: readonly { key: EventKey; plant: WatchedPlant; texts: Record<Language, ChangeText>; at?: Date }[],
  subs: readonly SubscriptionRow[],
): NewNotification[] {
  const items = new Map<string, NewNotification>();
  for (const change of changes) {
    const matching = subs
      .filter((s) => watches(s, change.plant) && !(change.at && change.at < s.createdAt))
      .sort((a, b) => (a.subscribeType === 'FACTORY' ? -1 : 1) - (b.subscribeType === 'FACTORY' ? -1 : 1));
    for (const sub of matching) {
      const id = `${sub.userId}\u0000${change.key}`;
      if (items.has(id)) continue;
      items.set(id, {
        userId: sub.userId,
        eventKey: change.key,
        subscriptionId: sub.id,
        texts: inEveryLanguage((language) => ({ ...change.texts[language], reason: reasonOf(sub, change.plant, language) })),
        link: plantPagePath(change.plant),
      });
    }
  }
  return [...items.values()];
}
