import { CUSTOMS_CATEGORIES, type ProductTypeCode } from '../../../contracts/data/codes';
import type { Executor } from '../client';
import { customsImport } from '../schema/index';
import { DEMO_SOURCE } from './data-securities';
import type { DemoPart } from './demo';
import { insertBatches } from './market-batch';
import type { Random } from './random';

/**
 * China Customs monthly imports of the demo, January 2021 to October 2026 (the month before the demo's today is
 * published around the 20th of the next). Yearly totals and shares follow the real trade: pork imports fell from
 * ~3.7 Mt in 2021 to ~1 Mt by 2024; beef grew to ~2.9 Mt, mostly Brazilian; lamb comes from New Zealand and
 * Australia. Every country is one the market area lists as exporting that product (seed/market-names.ts).
 */

/** Tonnes a year by product type. */
// prettier-ignore
const YEARLY_TONNES: Record<ProductTypeCode, readonly number[]> = {
  PIG: [3_710_000, 1_760_000, 1_550_000, 1_070_000, 1_010_000, 980_000],
  BEEF: [2_330_000, 2_690_000, 2_740_000, 2_870_000, 2_720_000, 2_650_000],
  MUTTON: [410_000, 360_000, 430_000, 370_000, 350_000, 340_000],
  POULTRY: [1_480_000, 1_300_000, 1_330_000, 900_000, 820_000, 790_000],
  OFFAL: [1_190_000, 1_080_000, 1_140_000, 1_020_000, 990_000, 960_000],
  SEAFOOD: [3_600_000, 3_700_000, 4_400_000, 4_200_000, 4_300_000, 4_250_000],
};
/** Average USD per tonne by product type and year. */
// prettier-ignore
const YEARLY_PRICE: Record<ProductTypeCode, readonly number[]> = {
  PIG: [2_600, 2_250, 2_300, 2_150, 2_100, 2_050],
  BEEF: [5_200, 6_500, 5_050, 4_600, 4_750, 4_900],
  MUTTON: [4_700, 5_300, 4_100, 3_900, 4_600, 5_100],
  POULTRY: [2_550, 2_850, 3_000, 2_700, 2_600, 2_550],
  OFFAL: [2_250, 2_050, 2_000, 1_900, 1_850, 1_850],
  SEAFOOD: [3_050, 3_400, 3_350, 3_250, 3_300, 3_350],
};
/** Countries' shares of a product type's volume (codes of seed/countries.ts). */
// prettier-ignore
export const CUSTOMS_SHARES: Record<ProductTypeCode, readonly (readonly [string, number])[]> = {
  PIG: [['ES', 30], ['BR', 20], ['US', 12], ['CA', 8], ['NL', 8], ['DK', 7], ['CL', 5], ['FR', 4], ['RU', 3], ['IE', 3]],
  BEEF: [['BR', 41], ['AR', 20], ['AU', 11], ['UY', 10], ['NZ', 7], ['US', 5], ['CA', 2], ['KZ', 1.5], ['IE', 1], ['CR', 0.5], ['ZA', 1]],
  MUTTON: [['NZ', 56], ['AU', 41], ['UY', 2], ['ZA', 1]],
  POULTRY: [['BR', 60], ['US', 24], ['RU', 10], ['AR', 3], ['CL', 3]],
  OFFAL: [['US', 24], ['ES', 15], ['NL', 10], ['DK', 10], ['CA', 8], ['AR', 8], ['BR', 8], ['AU', 6], ['IE', 6], ['FR', 5]],
  SEAFOOD: [['EC', 22], ['RU', 18], ['IN', 10], ['VN', 8], ['NO', 6], ['CA', 6], ['US', 6], ['PE', 5], ['ID', 5], ['TH', 4], ['AR', 4], ['CL', 3], ['NZ', 3]],
};
/** Which categories a country ships most of (seafood: shrimp from Ecuador and India, fish from Russia and Norway). */
// prettier-ignore
const SEAFOOD_MIX: Record<string, readonly number[]> = {
  EC: [0.05, 0.93, 0.02], IN: [0.2, 0.7, 0.1], VN: [0.35, 0.4, 0.25], RU: [0.8, 0.17, 0.03], NO: [0.97, 0.02, 0.01],
  CA: [0.3, 0.65, 0.05], US: [0.55, 0.35, 0.1], PE: [0.3, 0.05, 0.65], ID: [0.3, 0.45, 0.25], TH: [0.4, 0.4, 0.2],
  AR: [0.15, 0.6, 0.25], CL: [0.75, 0.05, 0.2], NZ: [0.4, 0.45, 0.15],
};
/** Price of a category against its product type's average (bone-in cheaper, shrimp dearer than fish). */
const CATEGORY_PRICE: Record<ProductTypeCode, readonly number[]> = {
  PIG: [0.92, 1.05],
  BEEF: [1.06, 0.85],
  MUTTON: [0.95, 1.2],
  POULTRY: [1.0, 0.9],
  OFFAL: [0.95, 1.15],
  SEAFOOD: [0.7, 2.1, 0.95],
};
/** Imports build up before the Spring Festival and ease in summer. */
const SEASON = [1.12, 0.85, 0.95, 0.97, 1.0, 0.96, 0.95, 0.98, 1.0, 1.02, 1.05, 1.15];

export const CUSTOMS_DEMO_LAST_MONTH = { year: 2026, month: 10 };

/** The monthly rows, generated for every product type, month, country and category. */
export function customsRows(random: Random): (typeof customsImport.$inferInsert)[] {
  const rows: (typeof customsImport.$inferInsert)[] = [];
  for (const [type, shares] of Object.entries(CUSTOMS_SHARES) as [ProductTypeCode, (readonly [string, number])[]][]) {
    const categories = CUSTOMS_CATEGORIES[type];
    const shareTotal = shares.reduce((t, [, s]) => t + s, 0);
    // Each country's category mix and share drift a little from year to year.
    for (const [countryCode, share] of shares) {
      const base = SEAFOOD_MIX[countryCode] ?? categories.map((_, i) => (i === 0 ? 0.6 : 0.4 / (categories.length - 1)));
      for (let year = 2021; year <= CUSTOMS_DEMO_LAST_MONTH.year; year++) {
        const y = year - 2021;
        const yearShare = (share / shareTotal) * (0.85 + 0.3 * random.next());
        const lastMonth = year === CUSTOMS_DEMO_LAST_MONTH.year ? CUSTOMS_DEMO_LAST_MONTH.month : 12;
        for (let month = 1; month <= lastMonth; month++) {
          const tonnes = (YEARLY_TONNES[type][y]! / 12) * yearShare * SEASON[month - 1]! * (0.85 + 0.3 * random.next());
          categories.forEach((category, c) => {
            const volume = tonnes * (base[c] ?? 0) * (0.9 + 0.2 * random.next());
            if (volume < 1) return;
            const price = YEARLY_PRICE[type][y]! * CATEGORY_PRICE[type][c]! * (0.94 + 0.12 * random.next());
            rows.push({
              month: `${year}-${String(month).padStart(2, '0')}-01`,
              productType: type,
              categoryCode: category.code,
              countryCode,
              volumeTonnes: Math.round(volume * 10) / 10,
              valueUsd: Math.round(volume * price),
              source: DEMO_SOURCE,
            });
          });
        }
      }
    }
  }
  return rows;
}

export const dataCustomsPart: DemoPart = {
  name: 'data-customs',
  async generate(db: Executor, random: Random) {
    await insertBatches(db, customsImport, customsRows(random));
  },
};
