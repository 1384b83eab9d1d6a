import type { Executor } from '../client';
import { company, plant, plantEvent, plantRegistration, plantSuspension, product, productPlant } from '../schema/index';
import { normaliseRegNo } from '../sql/regno';
import { insertBatches, insertReturningIds, pad } from './market-batch';
import { introductionOf } from './market-company-story';
import * as names from './market-names';
import type { DemoPart } from './demo';
import {
  apportion,
  companyFor,
  goodsListOf,
  plantFor,
  primaryGoods,
  uniqueName,
  type CompanyRow,
  type PlantRow,
  type UsedNames,
} from './market-plants';
import { placesFor } from './market-places';
import type { Random } from './random';
import { searchTextOf } from '../../shared/search';

/** A row's search text: its parts lower-cased, with the pinyin of its Chinese names (docs/search.md). */
const lowerJoin = searchTextOf;
/** A Reg.No. as written and normalised, so a keyword finds it either way (docs/market.md 'Search'). */
const regNoWords = (plantNo: string) => [...new Set([plantNo.toLowerCase(), normaliseRegNo(plantNo)])];

/** Companies and their plants with registrations, history, suspensions; products open per country and who makes them. */
export const marketPlantsPart: DemoPart = {
  name: 'market-plants',
  async generate(db: Executor, random: Random, scale) {
    const { companies, plants } = demoCompaniesAndPlants(random, scale.plants);
    await insertCompaniesAndPlants(db, random, companies, plants);
  },
};

/**
 * The demo's companies and plants for a number of plants, without a database (a pure function of the stream), so a
 * test can look at the names at any scale.
 */
export function demoCompaniesAndPlants(random: Random, plantCount: number): { companies: CompanyRow[]; plants: PlantRow[] } {
  const companies: CompanyRow[] = [];
  const plants: PlantRow[] = [];
  // Company names and plant names are checked apart: a company's first plant bears the company's own name.
  const used: UsedNames = new Map();
  const usedPlantNames: UsedNames = new Map();
  const meatPlants = Math.round(plantCount * 0.55);
  for (const [accessType, total, weights] of [
    ['201', meatPlants, names.MEAT_COUNTRIES],
    ['202', plantCount - meatPlants, names.SEAFOOD_COUNTRIES],
  ] as const) {
    for (const [countryCode, count] of apportion(total, weights)) {
      let number = random.int(100, 900);
      let made = 0;
      for (let seq = 1; made < count; seq++) {
        const primary = primaryGoods(random, accessType, countryCode);
        const owner = companyFor(random, accessType, countryCode, seq, primary, used);
        const companyIndex = companies.push(owner) - 1;
        // A company's plants stand in different towns (so each has its own name); as many as the country has towns.
        const towns = random.sample(placesFor(countryCode, accessType), 4);
        // prettier-ignore
        const size = Math.min(count - made, towns.length, random.weighted([[1, 70], [2, 20], [3, 7], [4, 3]] as const));
        for (let nth = 0; nth < size; nth++, made++) {
          number += random.int(1, 9);
          const row = plantFor(
            random,
            owner,
            companyIndex,
            names.regNoFor(countryCode, accessType, number),
            nth,
            primary,
            undefined,
            towns[nth],
          );
          [row.plantName, row.plantNameZh] = uniqueName(usedPlantNames, countryCode, [[row.plantName, row.plantNameZh!]]);
          plants.push(row);
        }
      }
    }
  }
  // Recommended companies: about 1 %, at least the home page's 8 of each access type.
  for (const accessType of ['201', '202']) {
    const own = companies.flatMap((c, i) => (c.accessType === accessType ? [i] : []));
    for (const i of random.sample(own, Math.max(8, Math.round(own.length / 100)))) {
      const c = companies[i]!;
      c.promoteFlag = 1;
      c.realViews = random.int(5_000, 40_000);
    }
  }
  return { companies, plants };
}

/**
 * Inserts companies and their plants with all that hangs off them (registrations, events, suspensions, the
 * country's products and who makes them), deriving goods types, images and search text on the way.
 */
export async function insertCompaniesAndPlants(
  db: Executor,
  random: Random,
  companies: CompanyRow[],
  plants: PlantRow[],
  /** Product codes count up from here per country: rows added later must not reuse the demo's codes. */
  productSeqFrom = 0,
): Promise<void> {
  for (const [i, c] of companies.entries()) {
    const own = plants.filter((p) => p.companyIndex === i);
    c.goodsTypes = [...new Set(own.flatMap((p) => p.goodsTypes ?? []))];
    c.introduction = introductionOf(random, c, own);
    c.searchText = lowerJoin(c.plantName, c.plantNameZh, c.companyAlias, ...own.flatMap((p) => regNoWords(p.plantNo)));
    if (c.promoteFlag === 1 || random.chance(0.4)) {
      c.images = Array.from({ length: random.int(2, 8) }, (_, n) => `/media/market/image/${c.companyCode}/${n + 1}.svg`);
    }
  }
  if (plants.length === 0) return;
  const companyIds = await insertReturningIds(db, company, companies, (r) => r.companyCode as string, {
    id: company.id,
    companyCode: company.companyCode,
  });
  for (const p of plants) {
    p.companyId = companyIds[p.companyIndex]!;
    p.chinaRegisterCodes = p.history.registrations
      .map((r) => r.chinaRegisterCode)
      .filter(Boolean)
      .join(' ');
    p.searchText = lowerJoin(
      p.plantName,
      p.plantNameZh,
      ...regNoWords(p.plantNo),
      p.chinaRegisterCodes,
      companies[p.companyIndex]!.plantName,
    );
  }
  const key = (r: Record<string, unknown>) => `${r.accessType}|${r.countryCode}|${r.plantNo}`;
  const plantIds = await insertReturningIds(
    db,
    plant,
    plants.map(({ history: _h, companyIndex: _c, ...row }) => row),
    key,
    { id: plant.id, accessType: plant.accessType, countryCode: plant.countryCode, plantNo: plant.plantNo },
  );
  await insertBatches(
    db,
    plantRegistration,
    plants.flatMap((p, i) => p.history.registrations.map((r) => ({ ...r, plantId: plantIds[i]! }))),
  );
  await insertBatches(
    db,
    plantEvent,
    plants.flatMap((p, i) => p.history.events.map((e) => ({ ...e, plantId: plantIds[i]!, companyId: p.companyId }))),
  );
  await insertBatches(
    db,
    plantSuspension,
    plants.flatMap((p, i) =>
      p.history.suspensions.map((s) => ({ ...s, plantId: plantIds[i]!, accessType: p.accessType, countryCode: p.countryCode })),
    ),
  );
  await insertProducts(db, random, plants, plantIds, productSeqFrom);
}

/** Every product of the goods types a country's plants make, and for each plant up to four of them. */
async function insertProducts(db: Executor, random: Random, plants: PlantRow[], plantIds: number[], seqFrom: number) {
  const groups = new Map<string, Set<string>>();
  for (const p of plants) {
    const group = groups.get(`${p.accessType}|${p.countryCode}`) ?? new Set<string>();
    for (const g of p.goodsTypes ?? []) group.add(g);
    groups.set(`${p.accessType}|${p.countryCode}`, group);
  }
  const products: (typeof product.$inferInsert)[] = [];
  for (const [group, goods] of groups) {
    const [accessType, countryCode] = group.split('|') as [string, string];
    let seq = seqFrom;
    const countryGoods = new Set(goodsListOf(accessType, countryCode));
    for (const goodsType of [...goods].sort()) {
      for (const [enGoodsName, goodsName, categoryName] of names.productsOf(goodsType, countryCode, countryGoods)) {
        products.push({
          goodsCode: `${accessType}${countryCode}${pad(++seq, 4)}`,
          accessType,
          countryCode,
          goodsType,
          enGoodsName,
          goodsName,
          categoryName,
          plantCount: 0,
          searchText: lowerJoin(enGoodsName, goodsName),
        });
      }
    }
  }
  const byGroupAndGoods = new Map<string, number[]>();
  products.forEach((p, i) => {
    const k = `${p.accessType}|${p.countryCode}|${p.goodsType}`;
    byGroupAndGoods.set(k, [...(byGroupAndGoods.get(k) ?? []), i]);
  });
  const pairs: [productIndex: number, plantIndex: number][] = [];
  plants.forEach((p, i) => {
    const candidates = (p.goodsTypes ?? []).flatMap((g) => byGroupAndGoods.get(`${p.accessType}|${p.countryCode}|${g}`) ?? []);
    for (const productIndex of random.sample(candidates, random.int(1, 4))) {
      pairs.push([productIndex, i]);
      products[productIndex]!.plantCount = (products[productIndex]!.plantCount ?? 0) + 1;
    }
  });
  const productIds = await insertReturningIds(db, product, products, (r) => r.goodsCode as string, {
    id: product.id,
    goodsCode: product.goodsCode,
  });
  const links = pairs.map(([productIndex, plantIndex]) => ({
    productId: productIds[productIndex]!,
    plantId: plantIds[plantIndex]!,
    way: plants[plantIndex]!.productMode ?? '',
  }));
  await insertBatches(db, productPlant, links);
}
