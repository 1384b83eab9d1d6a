import type { company } from '../schema/index';
import { addDays, isoDate } from './market-batch';
import type { PlantRow } from './market-plants';
import type { Random } from './random';
import { DICTIONARIES } from './reference';

/**
 * What the demo says about a company (its introduction and articles) follows from its plants' histories: a company
 * "has exported since" the year its first plant was registered, ships only while a plant is active, and an article
 * is never dated before the registration it talks about nor after the demo's today.
 */
type Company = typeof company.$inferInsert;
const GOODS_NAME = new Map([...DICTIONARIES.goods_type, ...DICTIONARIES.products_approval].map(([code, en]) => [code, en]));
const PORTS = ['Shanghai', 'Tianjin', 'Qingdao', 'Dalian', 'Guangzhou', 'Xiamen', 'Ningbo'];
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

function storyOf(plants: readonly PlantRow[]) {
  const events = plants.flatMap((p) => p.history.events);
  const dates = (type: string) =>
    events
      .filter((e) => e.recordType === type)
      .map((e) => e.sourceDate)
      .sort();
  return {
    registered: dates('REGISTERED')[0],
    applied: dates('APPLIED')[0],
    suspended: dates('SUSPENDED').at(-1),
    active: plants.some((p) => p.status === 1),
  };
}

export function introductionOf(random: Random, owner: Company, plants: readonly PlantRow[]): string {
  const meat = owner.accessType === '201';
  const goods = (GOODS_NAME.get(owner.goodsTypes?.[0] ?? '') ?? 'food').toLowerCase();
  const town = owner.address?.split(', ').at(-2) ?? '';
  const what = `${owner.plantName} ${meat ? 'processes and exports' : 'catches, farms and processes'} ${goods} from ${town}.`;
  const story = storyOf(plants);
  if (!story.registered) return `${what} Its registration for export to China was applied for in ${story.applied?.slice(0, 4)}.`;
  const since = `It has been registered for export to China since ${story.registered.slice(0, 4)}`;
  if (!story.active) return `${what} ${since}; its exports are suspended at present.`;
  return `${what} ${since} and ships through ${random.pick(PORTS)}.`;
}

/** News items about a company, each dated where its plants' history allows it. */
export function articlesFor(random: Random, owner: Company, plants: readonly PlantRow[], today: Date) {
  const alias = owner.companyAlias || owner.plantName;
  const goods = (GOODS_NAME.get(owner.goodsTypes?.[0] ?? '') ?? 'products').toLowerCase();
  const story = storyOf(plants);
  const between = (from: string | Date, to: Date) => {
    const start = typeof from === 'string' ? day(from) : from;
    return isoDate(random.date(start, start > to ? start : to));
  };
  const articles: { title: string; summary: string; sourceDate: string }[] = [];
  if (story.applied && !story.registered) {
    articles.push({
      title: `${alias} applies for registration with GACC`,
      summary: `The competent authority has recommended the company's plant to the General Administration of Customs of China; the application is under review.`,
      sourceDate: between(story.applied, today),
    });
  }
  if (story.registered) {
    const firstShipment = addDays(day(story.registered), random.int(30, 200));
    const lastShipping = story.active ? today : day(story.suspended ?? isoDate(today));
    if (firstShipment < lastShipping) {
      articles.push({
        title: `${alias} ships first containers of ${goods} to ${random.pick(PORTS)}`,
        summary: `The first ${random.int(2, 12)} containers cleared customs after inspection and quarantine at the port of entry.`,
        sourceDate: isoDate(firstShipment),
      });
    }
    const options = [
      {
        title: `${alias} invests in a new cold store`,
        summary: `A cold store for ${random.int(4, 30)} thousand tonnes will serve the company's exports to China.`,
      },
      {
        title: `${alias} renews its quality certificates`,
        summary: `The certificates cover the plants registered for export to China and their cold stores.`,
      },
    ];
    if (story.active) {
      options.push({
        title: `${alias} completes GACC video inspection`,
        summary: `The remote inspection of ${alias}'s plants found no non-conformity; exports continue under the current registration.`,
      });
    }
    for (const o of random.sample(options, random.int(1, options.length))) {
      articles.push({ ...o, sourceDate: between(story.registered, lastShipping) });
    }
  }
  if (!story.active && story.suspended) {
    articles.push({
      title: `GACC suspends imports from ${alias}`,
      summary: `Imports from the company's plant are suspended until the competent authority reports on corrective actions.`,
      sourceDate: story.suspended,
    });
  }
  return articles;
}
