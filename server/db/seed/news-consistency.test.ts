import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISEASES } from '../../modules/market/index';
import { readDemoMarket, type DemoMarket } from '../../test-support/demo-market';
import { isoDate } from './market-batch';
import { goodsNamedIn, PRICE_DOWN, PRICE_UP } from './news-words';

/**
 * Issue 26, 'news that names plants or countries names ones that exist with the products it says', over the whole
 * generated dataset (the run's demo template, at any TEST_DEMO_PLANTS): the market and factory news state counts,
 * plants, statuses, products, diseases and trade figures the market tables and the customs statistics hold at the
 * item's date. Each check first asserts that the news holds what it checks.
 */
let close: () => Promise<void>;
let rows: DemoMarket;

beforeAll(async () => {
  ({ rows, close } = await readDemoMarket());
});
afterAll(() => close?.());

type Plant = DemoMarket['plants'][number];
const keyOf = (p: { accessType: string; countryCode: string; plantNo: string }) => `${p.accessType}|${p.countryCode}|${p.plantNo}`;

/** The registry as it stood on a day, read from the plants' events (not from the generator's own reckoning). */
function registry() {
  const plants = new Map(rows.plants.map((p) => [keyOf(p), p]));
  const events = new Map<number, DemoMarket['events']>();
  for (const e of rows.events) (events.get(e.plantId) ?? events.set(e.plantId, []).get(e.plantId)!).push(e);
  for (const list of events.values()) list.sort((a, b) => isoDate(a.sourceDate).localeCompare(isoDate(b.sourceDate)) || a.id - b.id);
  const registrations = new Map<number, DemoMarket['registrations']>();
  for (const r of rows.registrations) (registrations.get(r.plantId) ?? registrations.set(r.plantId, []).get(r.plantId)!).push(r);
  const eventsOf = (p: Plant) => events.get(p.id) ?? [];
  /** Registered and not suspended on the day. */
  const activeAt = (p: Plant, day: string) => {
    let active = false;
    for (const e of eventsOf(p)) {
      if (isoDate(e.sourceDate) > day) break;
      if (e.recordType === 'REGISTERED' || e.recordType === 'RESUMED') active = true;
      if (e.recordType === 'SUSPENDED' || e.recordType === 'CANCELLED') active = false;
    }
    return active;
  };
  /** The goods types a plant was registered for on the day. */
  const goodsAt = (p: Plant, day: string) =>
    (registrations.get(p.id) ?? [])
      .filter((r) => r.registerDate && isoDate(r.registerDate) <= day && (!r.registerExpireDate || isoDate(r.registerExpireDate) >= day))
      .map((r) => r.goodsType);
  return { plants, eventsOf, activeAt, goodsAt };
}

const day = (item: DemoMarket['news'][number]) => isoDate(item.sourceDate);

describe('demo news (issue 26: one truth across the portal)', () => {
  it('states, for a count of plants, the count of the matching events of its country, trade and month', () => {
    const { eventsOf } = registry();
    const KIND: [RegExp, string][] = [
      [/renew/i, 'RENEWED'],
      [/resume/i, 'RESUMED'],
      [/suspend/i, 'SUSPENDED'],
      [/regist/i, 'REGISTERED'],
    ];
    const counted = rows.news.flatMap((item) => {
      const n = /\b(\d+) (?:new )?plants?\b/.exec(item.enContentTitle);
      const kind = KIND.find(([re]) => re.test(item.enContentTitle))?.[1];
      return n && kind ? [{ item, n: Number(n[1]), kind }] : [];
    });
    expect(counted.length).toBeGreaterThan(20);
    expect(new Set(counted.map((c) => c.kind)).size).toBe(KIND.length);
    const inCountry = new Map<string, Plant[]>();
    for (const p of rows.plants) {
      const k = `${p.accessType}|${p.countryCode}`;
      (inCountry.get(k) ?? inCountry.set(k, []).get(k)!).push(p);
    }
    for (const { item, n, kind } of counted) {
      const to = day(item);
      const from = `${to.slice(0, 7)}-01`;
      const matching = (inCountry.get(`${item.accessType}|${item.countryCode}`) ?? []).filter((p) =>
        eventsOf(p).some((e) => e.recordType === kind && isoDate(e.sourceDate) >= from && isoDate(e.sourceDate) <= to),
      );
      expect(n, item.enContentTitle).toBe(matching.length);
      expect(item.plantNos.length, item.enContentTitle).toBeGreaterThan(0);
      const matched = new Set(matching.map(keyOf));
      for (const plantNo of item.plantNos) {
        expect(matched.has(keyOf({ ...item, plantNo })), `${item.enContentTitle}: ${plantNo}`).toBe(true);
        expect(item.content).toContain(plantNo);
      }
    }
  });

  it('names plants that exist in its country, in the status its story says on its day, with the products it names', () => {
    const { plants, eventsOf, activeAt, goodsAt } = registry();
    const STORY: [RegExp, string[]][] = [
      [/receives GACC registration|to its China registration/, ['REGISTERED', 'PRODUCTS_ADDED']],
      [/renews its China registration/, ['RENEWED']],
      [/suspended/, ['SUSPENDED']],
      [/resumes shipments/, ['RESUMED']],
    ];
    const factory = rows.news.filter((i) => i.newsSource === 164);
    expect(factory.length).toBeGreaterThan(0);
    const told = new Set<string>();
    for (const item of factory) {
      expect(item.plantNos, item.enContentTitle).toHaveLength(1);
      const plant = plants.get(keyOf({ ...item, plantNo: item.plantNos[0]! }));
      expect(plant, `${item.enContentTitle}: ${item.plantNos[0]}`).toBeDefined();
      const on = day(item);
      const kinds = STORY.find(([re]) => re.test(item.enContentTitle))?.[1];
      if (kinds) {
        const event = eventsOf(plant!).find((e) => kinds.includes(e.recordType) && isoDate(e.sourceDate) === on);
        expect(event, `${item.enContentTitle} ${on}`).toBeDefined();
        told.add(event!.recordType);
      }
      expect(activeAt(plant!, on), `${item.enContentTitle} ${on}`).toBe(kinds?.[0] !== 'SUSPENDED');
      // The products it names (without the company's own name, which may hold a product word).
      const title = item.enContentTitle.replace(item.contentKeyword, ' ');
      const registered = goodsAt(plant!, on);
      for (const goods of goodsNamedIn(title))
        expect(
          goods.some((g) => registered.includes(g)),
          `${item.enContentTitle} ${on}`,
        ).toBe(true);
    }
    expect([...told].sort()).toEqual(['PRODUCTS_ADDED', 'REGISTERED', 'RENEWED', 'RESUMED', 'SUSPENDED']);

    // Market news about a product: some plant of the country may ship it on the item's day.
    const market = rows.news.filter((i) => i.newsSource === 8080 && !DISEASE_NAMES.some((d) => i.enContentTitle.toLowerCase().includes(d)));
    const withProducts = market.filter((i) => goodsNamedIn(i.enContentTitle).length > 0);
    expect(withProducts.length).toBeGreaterThan(100);
    for (const item of withProducts) {
      const on = day(item);
      const shipping = rows.plants
        .filter((p) => p.countryCode === item.countryCode && p.accessType === item.accessType && activeAt(p, on))
        .flatMap((p) => goodsAt(p, on));
      for (const goods of goodsNamedIn(item.enContentTitle))
        expect(
          goods.some((g) => shipping.includes(g)),
          `${item.enContentTitle} ${on}`,
        ).toBe(true);
      for (const plantNo of item.plantNos) expect(plants.has(keyOf({ ...item, plantNo })), plantNo).toBe(true);
    }
  });

  it('reports only diseases the demo bans in that country by the date, and a lift only after it', () => {
    const reporting = rows.news.flatMap((item) => {
      const text = `${item.enContentTitle} ${item.content}`.toLowerCase();
      return DISEASE_NAMES.filter((d) => text.includes(d)).map((disease) => ({ item, disease }));
    });
    expect(reporting.length).toBeGreaterThan(0);
    expect(reporting.some(({ item }) => /lifts/.test(item.enContentTitle))).toBe(true);
    for (const { item, disease } of reporting) {
      const bans = rows.bans.filter(
        (b) => b.countryCode === item.countryCode && b.plagueName.toLowerCase() === disease && isoDate(b.banDate) <= day(item),
      );
      expect(bans.length, `${item.enContentTitle}`).toBeGreaterThan(0);
      if (/lifts/.test(item.enContentTitle))
        expect(
          bans.some((b) => b.liftedDate && isoDate(b.liftedDate) === day(item)),
          item.enContentTitle,
        ).toBe(true);
    }
  });

  it("states China's imports from a country as the customs statistics hold them", () => {
    const TYPES: Record<string, string> = {
      pork: 'PIG',
      beef: 'BEEF',
      'mutton and lamb': 'MUTTON',
      'poultry meat': 'POULTRY',
      'edible offal': 'OFFAL',
      seafood: 'SEAFOOD',
    };
    const trade = rows.news.flatMap((item) => {
      const m = /^China's (.+) imports from .+ (up|down) ([\d.]+)% in the first (\d+) months of (\d{4})$/.exec(item.enContentTitle);
      return m
        ? [{ item, type: TYPES[m[1]!]!, change: (m[2] === 'up' ? 1 : -1) * Number(m[3]), months: Number(m[4]), year: Number(m[5]) }]
        : [];
    });
    expect(trade.length).toBeGreaterThan(5);
    for (const { item, type, change, months, year } of trade) {
      const volume = (y: number) =>
        rows.customs
          .filter((r) => r.productType === type && r.countryCode === item.countryCode)
          .filter((r) => isoDate(r.month) >= `${y}-01-01` && isoDate(r.month) < `${y}-${String(months + 1).padStart(2, '0')}-01`)
          .reduce((s, r) => s + r.volumeTonnes, 0);
      const actual = (volume(year) / volume(year - 1) - 1) * 100;
      expect(Math.abs(actual - change), item.enContentTitle).toBeLessThanOrEqual(0.051);
      // Published after the last month it counts.
      expect(day(item) > `${year}-${String(months).padStart(2, '0')}-28`).toBe(true);
    }
  });

  it('states wholesale prices as the /data meat-cut prices hold them, on the days it names', () => {
    const quotes = new Map(rows.prices.map((q) => [`${q.productName}|${q.origin}|${isoDate(q.quoteDate)}`, q]));
    const verbs = [...PRICE_UP, ...PRICE_DOWN].join('|');
    const title = new RegExp(`^.+ prices (${verbs}) ([\\d.]+)% in four weeks at Beijing cold stores$`);
    const text = (html: string) => html.replace(/&amp;/g, '&');
    const stories = rows.news.flatMap((item) => {
      const m = title.exec(item.enContentTitle);
      return m ? [{ item, up: PRICE_UP.includes(m[1]!), change: Number(m[2]) }] : [];
    });
    expect(stories.length).toBeGreaterThan(5);
    for (const { item, up, change } of stories) {
      const days = [...item.content.matchAll(/<th scope="col">(\d{4}-\d{2}-\d{2}) low–high<\/th>/g)].map((m) => m[1]!);
      expect(days, item.enContentTitle).toHaveLength(2);
      const [then, now] = days as [string, string];
      // Told on the day of its newer quotes, four weeks after the older.
      expect(day(item), item.enContentTitle).toBe(now);
      expect(Date.parse(now) - Date.parse(then)).toBe(28 * 86_400_000);
      const table = [
        ...item.content.matchAll(
          /<tr><td>([^<]+)<\/td><td>([\d.]+)–([\d.]+)<\/td><td>([\d.]+)–([\d.]+)<\/td><td>([-+]?[\d.]+)%<\/td><\/tr>/g,
        ),
      ];
      expect(table.length, item.enContentTitle).toBeGreaterThan(0);
      // Every row of the table read (the header row aside).
      expect(table.length, item.enContentTitle).toBe(item.content.split('<tr>').length - 2);
      for (const [, name, low1, high1, low2, high2, stated] of table) {
        const a = quotes.get(`${text(name!)}|${item.countryCode}|${then}`);
        const b = quotes.get(`${text(name!)}|${item.countryCode}|${now}`);
        expect(a && b, `${item.enContentTitle}: ${name}`).toBeTruthy();
        expect([a!.lowPrice, a!.highPrice, b!.lowPrice, b!.highPrice].map((n) => n!.toFixed(2))).toEqual([low1, high1, low2, high2]);
        const actual = (b!.lowPrice! / a!.lowPrice! - 1) * 100;
        expect(Math.abs(Number(stated) - actual), `${item.enContentTitle}: ${name}`).toBeLessThanOrEqual(0.051);
      }
      // The title states the first cut's change, in the direction the prices moved.
      expect(change, item.enContentTitle).toBe(Math.abs(Number(table[0]![6])));
      expect(up, item.enContentTitle).toBe(Number(table[0]![6]) >= 0);
    }
  });
});

const DISEASE_NAMES = Object.values(DISEASES).map((d) => d.en.toLowerCase());
