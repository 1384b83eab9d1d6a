import { registeredOn, shipsAt, type FactEvent, type FactPlant, type NewsFacts } from './news-facts';
import type { Random } from './random';

/**
 * The factory news of the demo, as facts: each item is about one plant on one day. About half tell one of the plant's
 * own events (registered, products added, renewed, suspended with its recorded reason, suspension lifted) on its day;
 * the rest (a cold store, a supply agreement, a video inspection) are about a plant that may ship on the item's day,
 * a third of them of recommended companies, so the home page's companies have news on their pages.
 */
export type FactoryKind = 'REGISTERED' | 'PRODUCTS_ADDED' | 'RENEWED' | 'SUSPENDED' | 'RESUMED';
const TOLD: Record<FactoryKind, number> = { REGISTERED: 40, PRODUCTS_ADDED: 15, RENEWED: 45, SUSPENDED: 35, RESUMED: 25 };

export interface FactoryItem {
  plant: FactPlant;
  day: Date;
  countryCode: string;
  accessType: '201' | '202';
  /** The event the item tells; null: a story that states no registry fact. */
  kind: FactoryKind | null;
  /** The products it is about. */
  goods: string[];
  reason: string;
}

const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const registeredGoods = (p: FactPlant) => [...new Set(p.registrations.map((r) => r.goodsType))];

function goodsOf(kind: FactoryKind, e: FactEvent): string[] {
  const goods =
    kind === 'REGISTERED' ? registeredOn(e.plant, e.day) : kind === 'RENEWED' ? shipsAt(e.plant, e.day) : e.goodsType ? [e.goodsType] : [];
  return goods.length ? goods : registeredGoods(e.plant);
}

const itemOf = (plant: FactPlant, day: string, kind: FactoryKind | null, goods: string[], reason = ''): FactoryItem => ({
  plant,
  day: dayOf(day),
  countryCode: plant.countryCode,
  accessType: plant.accessType === '202' ? '202' : '201',
  kind,
  goods,
  reason,
});

export function factoryItems(random: Random, facts: NewsFacts, from: string, to: string, count: number): FactoryItem[] {
  const items: FactoryItem[] = [];
  for (const kind of Object.keys(TOLD) as FactoryKind[]) {
    // Told only where the story agrees with the plant's status that day: at the bench's scale a product is now and
    // then added, or a registration renewed, while the plant stands suspended; its news would read as if it shipped.
    const events = facts.events.filter(
      (e) => e.recordType === kind && e.day >= from && e.day <= to && (kind === 'SUSPENDED') === (shipsAt(e.plant, e.day).length === 0),
    );
    for (const e of random.sample(events, TOLD[kind])) {
      const reason = kind === 'SUSPENDED' ? (e.plant.suspensions.find((s) => s.from === e.day)?.reason ?? '') : '';
      items.push(itemOf(e.plant, e.day, kind, goodsOf(kind, e), reason));
    }
  }
  const companies = new Map<string, FactPlant[]>();
  for (const p of facts.plants.values()) (companies.get(p.companyCode) ?? companies.set(p.companyCode, []).get(p.companyCode)!).push(p);
  const all = [...companies.values()];
  const promoted = all.filter((plants) => plants[0]!.promoted);
  const [start, end] = [dayOf(from), dayOf(to)];
  for (let tries = 0; items.length < count && tries < count * 50; tries++) {
    const plant = random.pick(random.pick(random.chance(1 / 3) && promoted.length ? promoted : all));
    const day = random.date(start, end).toISOString().slice(0, 10);
    const goods = shipsAt(plant, day);
    if (goods.length) items.push(itemOf(plant, day, null, goods));
  }
  return items;
}
