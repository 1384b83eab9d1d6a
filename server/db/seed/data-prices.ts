import { and, eq, gte } from 'drizzle-orm';
import type { ProductTypeCode } from '../../../contracts/data/codes';
import type { Executor } from '../client';
import { securityBar, wholesalePrice } from '../schema/index';
import { calendarDays, DATA_DEMO_TODAY, dayIso, gaussian } from './data-series';
import { DEMO_SOURCE } from './data-securities';
import type { DemoPart } from './demo';
import { insertBatches } from './market-batch';
import type { Random } from './random';

/** Wholesale prices start here: about nine months of daily quotes (enough for the pages, quick to seed). */
export const PRICES_DEMO_FROM = new Date(Date.UTC(2026, 2, 1));

/** [name, CNY/KG, seasonal swing (0..1), place, spec] of the Beijing Xinfadi categories the quote tabs show. */
// prettier-ignore
const QUOTES: Record<'Seafood' | 'Fruits' | 'Vegetable', readonly (readonly [string, number, number, string, string])[]> = {
  Seafood: [
    ['Grass carp', 19, 0.05, 'Hubei', 'live, 1-2 kg'], ['Silver carp', 11, 0.05, 'Hubei', 'live'], ['Crucian carp', 22, 0.05, 'Jiangsu', 'live'],
    ['Hairtail', 46, 0.1, 'Zhejiang', 'frozen, medium'], ['Large yellow croaker', 52, 0.1, 'Fujian', 'chilled'],
    ['Whiteleg shrimp', 66, 0.12, 'Guangdong', 'live, 40-50/kg'], ['Swimming crab', 118, 0.25, 'Shandong', 'live'],
    ['Squid', 34, 0.08, 'Zhejiang', 'frozen'], ['Scallop', 28, 0.1, 'Shandong', 'live'], ['Manila clam', 14, 0.1, 'Liaoning', 'live'],
    ['Atlantic salmon', 135, 0.08, 'Norway', 'chilled, 4-5 kg'], ['Bighead carp', 15, 0.05, 'Hubei', 'live'],
  ],
  Fruits: [
    ['Fuji apple', 9.5, 0.15, 'Shaanxi', '80 mm'], ['Ya pear', 6.2, 0.15, 'Hebei', 'medium'], ['Navel orange', 8.8, 0.3, 'Jiangxi', 'medium'],
    ['Banana', 6.4, 0.1, 'Guangxi', 'grade A'], ['Kyoho grape', 13, 0.35, 'Liaoning', 'box'], ['Watermelon', 3.6, 0.45, 'Hainan', 'whole'],
    ['Mango', 12.5, 0.3, 'Hainan', 'Tainong'], ['Kiwifruit', 14, 0.2, 'Shaanxi', 'medium'], ['Pomelo', 5.8, 0.3, 'Fujian', 'honey pomelo'],
    ['Strawberry', 26, 0.5, 'Liaoning', 'box'], ['Durian', 58, 0.2, 'Thailand', 'Monthong'], ['Cherry', 62, 0.4, 'Chile', 'JJ'],
  ],
  Vegetable: [
    ['Chinese cabbage', 1.5, 0.45, 'Hebei', 'head'], ['Potato', 2.6, 0.2, 'Inner Mongolia', 'washed'], ['Tomato', 5.2, 0.4, 'Shandong', 'red'],
    ['Cucumber', 4.4, 0.4, 'Shandong', 'thorny'], ['Carrot', 2.4, 0.2, 'Hebei', 'washed'], ['Onion', 2.2, 0.2, 'Gansu', 'yellow'],
    ['Garlic', 8.6, 0.2, 'Shandong', 'white'], ['Ginger', 9.8, 0.2, 'Shandong', 'old'], ['Green pepper', 5.6, 0.4, 'Hebei', 'sweet'],
    ['Eggplant', 4.8, 0.4, 'Hebei', 'long'], ['Spinach', 5.0, 0.5, 'Hebei', 'bunch'], ['Celery', 3.6, 0.4, 'Hebei', 'western'],
  ],
};

/** [product type, cut, origin, CNY/KG, follows live hog] of the imported frozen cuts the cold stores quote. */
// prettier-ignore
const MEAT_CUTS: readonly (readonly [ProductTypeCode, string, string, number, boolean])[] = [
  ['PIG', 'Frozen pork hind leg (No. 4)', 'ES', 17.5, true], ['PIG', 'Frozen pork belly, skin-on', 'ES', 27, true],
  ['PIG', 'Frozen pork front leg (No. 2)', 'BR', 16.8, true], ['PIG', 'Frozen pork loin ribs', 'US', 31, true],
  ['BEEF', 'Frozen beef brisket', 'BR', 41, false], ['BEEF', 'Frozen beef shank', 'AR', 48, false],
  ['BEEF', 'Frozen beef chuck roll', 'AU', 56, false], ['BEEF', 'Frozen beef striploin', 'UY', 63, false],
  ['MUTTON', 'Frozen lamb leg, bone-in', 'NZ', 52, false], ['MUTTON', 'Frozen lamb flap', 'AU', 31, false],
  ['MUTTON', 'Frozen mutton carcass', 'NZ', 44, false],
  ['POULTRY', 'Frozen chicken paws, grade A', 'BR', 24, false], ['POULTRY', 'Frozen chicken mid-joint wings', 'BR', 33, false],
  ['POULTRY', 'Frozen chicken leg quarters', 'US', 12.5, false],
  ['OFFAL', 'Frozen pork stomach', 'ES', 22, true], ['OFFAL', 'Frozen pork ears', 'DK', 19, true], ['OFFAL', 'Frozen beef omasum', 'NZ', 28, false],
  ['SEAFOOD', 'Frozen whiteleg shrimp, 50/60', 'EC', 46, false], ['SEAFOOD', 'Frozen Alaska pollock, H&G', 'RU', 11.5, false],
  ['SEAFOOD', 'Frozen squid tubes', 'AR', 24, false],
];

type PriceRow = typeof wholesalePrice.$inferInsert;
const cents = (n: number) => Math.round(n * 100) / 100;

/** A seasonal cycle that peaks in winter (vegetables dearest in January, cheapest in late summer). */
const season = (iso: string) => Math.cos(((Date.parse(iso) - Date.UTC(2025, 0, 15)) / (365.25 * 86_400_000)) * 2 * Math.PI);

function series(random: Random, days: string[], level: number, swing: number, vol: number, scaleOn?: (iso: string) => number) {
  let noise = 0;
  return days.map((iso) => {
    noise = 0.9 * noise + vol * gaussian(random);
    return level * (1 + swing * 0.5 * season(iso)) * Math.exp(noise) * (scaleOn ? scaleOn(iso) : 1);
  });
}

/** Daily prices at the wholesale market: the three quote categories and the imported meat cuts, in CNY/KG. */
export const dataPricesPart: DemoPart = {
  name: 'data-prices',
  async generate(db: Executor, random: Random) {
    const days = calendarDays(PRICES_DEMO_FROM, DATA_DEMO_TODAY);
    const rows: PriceRow[] = [];
    for (const [category, products] of Object.entries(QUOTES) as [keyof typeof QUOTES, (typeof QUOTES)['Seafood']][]) {
      for (const [productName, level, swing, place, specInfo] of products) {
        series(random, days, level, swing, 0.02).forEach((mid, i) => {
          const spread = mid * (0.06 + 0.06 * random.next());
          rows.push({
            category,
            productName,
            quoteDate: days[i]!,
            lowPrice: cents(mid - spread),
            highPrice: cents(mid + spread),
            avgPrice: cents(mid),
            place,
            specInfo,
            source: DEMO_SOURCE,
          });
        });
      }
    }
    // Pork cuts follow the live hog futures (the demo's own series), against their level when the quotes start.
    const hog = await db
      .select({ day: securityBar.tradeDate, close: securityBar.close })
      .from(securityBar)
      .where(
        and(eq(securityBar.securityCode, 'LH'), gte(securityBar.tradeDate, dayIso(new Date(PRICES_DEMO_FROM.getTime() - 10 * 86_400_000)))),
      )
      .orderBy(securityBar.tradeDate);
    const hogOn = (iso: string) => {
      let last = hog[0]?.close ?? 1;
      for (const h of hog) {
        if (String(h.day).slice(0, 10) > iso) break;
        last = h.close;
      }
      return last / (hog[0]?.close ?? 1);
    };
    const hogScale = new Map(days.map((d) => [d, hogOn(d)]));
    for (const [productType, productName, origin, level, followsHog] of MEAT_CUTS) {
      series(random, days, level, 0.05, 0.012, followsHog ? (d) => hogScale.get(d)! : undefined).forEach((mid, i) => {
        // Cold stores quote a range on most days; some days only one side is known.
        const known = random.chance(0.96);
        const spread = mid * (0.03 + 0.04 * random.next());
        rows.push({
          category: 'Meat',
          productType,
          productName,
          origin,
          quoteDate: days[i]!,
          lowPrice: cents(mid - spread),
          highPrice: known ? cents(mid + spread) : null,
          avgPrice: known ? cents(mid) : null,
          place: 'Beijing',
          specInfo: '',
          source: DEMO_SOURCE,
        });
      });
    }
    await insertBatches(db, wholesalePrice, rows);
  },
};
