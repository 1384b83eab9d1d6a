import type { company } from '../schema/index';
import type { PlantRow } from './market-plants';
import type { Random } from './random';
import { DICTIONARIES } from './reference';

/**
 * What the demo says about a company (its introduction) follows from its plants' histories: a company "has exported
 * since" the year its first plant was registered and ships only while a plant is active.
 */
type Company = typeof company.$inferInsert;
const GOODS_NAME = new Map([...DICTIONARIES.goods_type, ...DICTIONARIES.products_approval].map(([code, en]) => [code, en]));
const PORTS = ['Shanghai', 'Tianjin', 'Qingdao', 'Dalian', 'Guangzhou', 'Xiamen', 'Ningbo'];

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
