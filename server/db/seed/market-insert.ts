import type { Executor } from '../client';
import { company, plant, plantEvent, plantRegistration, plantSuspension } from '../schema/index';
import { normaliseRegNo } from '../sql/regno';
import { BATCH_ROWS, insertBatches, insertReturningIds } from './market-batch';
import { PlantProducts } from './market-products';
import { introductionOf } from './market-company-story';
import * as names from './market-names';
import type { DemoPart } from './demo';
import { apportion, companyFor, plantFor, primaryGoods, uniqueName, type CompanyRow, type PlantRow, type UsedNames } from './market-plants';
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
    await insertDemoMarket(db, random, scale.plants);
  },
};

/** One generated company with its plants; index counts the companies in the order they are made. */
export interface DemoCompany {
  company: CompanyRow;
  plants: PlantRow[];
  index: number;
}

/**
 * The demo's companies, each with its plants, one at a time (a pure function of the stream). The recommended
 * companies are drawn after the last (promotionsOf), so a company comes out of here unpromoted.
 */
export function* demoCompanies(random: Random, plantCount: number): Generator<DemoCompany> {
  // Company names and plant names are checked apart: a company's first plant bears the company's own name.
  const used: UsedNames = new Map();
  const usedPlantNames: UsedNames = new Map();
  const meatPlants = Math.round(plantCount * 0.55);
  let index = 0;
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
        const companyIndex = index++;
        // A company's plants stand in different towns (so each has its own name); as many as the country has towns.
        const towns = random.sample(placesFor(countryCode, accessType), 4);
        // prettier-ignore
        const size = Math.min(count - made, towns.length, random.weighted([[1, 70], [2, 20], [3, 7], [4, 3]] as const));
        const plants: PlantRow[] = [];
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
        yield { company: owner, plants, index: companyIndex };
      }
    }
  }
}

/** The companies' indexes per access type, what the recommended companies are drawn from. */
class IndexesByAccessType extends Map<string, number[]> {
  add({ company: c, index }: DemoCompany) {
    const own = this.get(c.accessType) ?? [];
    own.push(index);
    this.set(c.accessType, own);
  }
}

/**
 * Recommended companies: about 1 %, at least the home page's 8 of each access type, drawn once every company is
 * made. Returns each chosen company's index with its views.
 */
function promotionsOf(random: Random, indexesByAccessType: Map<string, number[]>): Map<number, number> {
  const promoted = new Map<number, number>();
  for (const accessType of ['201', '202']) {
    const own = indexesByAccessType.get(accessType) ?? [];
    for (const i of random.sample(own, Math.max(8, Math.round(own.length / 100)))) promoted.set(i, random.int(5_000, 40_000));
  }
  return promoted;
}

function promote(c: CompanyRow, views: number | undefined) {
  if (views === undefined) return;
  c.promoteFlag = 1;
  c.realViews = views;
}

/**
 * The demo's companies and plants for a number of plants, without a database, so a test can look at the names at
 * any scale. Holds every row: the seed streams them instead (insertDemoMarket).
 */
export function demoCompaniesAndPlants(random: Random, plantCount: number): { companies: CompanyRow[]; plants: PlantRow[] } {
  const companies: CompanyRow[] = [];
  const plants: PlantRow[] = [];
  const indexes = new IndexesByAccessType();
  for (const made of demoCompanies(random, plantCount)) {
    companies.push(made.company);
    plants.push(...made.plants);
    indexes.add(made);
  }
  for (const [i, views] of promotionsOf(random, indexes)) promote(companies[i]!, views);
  return { companies, plants };
}

/**
 * The demo market, streamed to the database with memory that does not grow with the rows (only with the names
 * already given, which must stay unique, and a few numbers per plant). The stream is walked twice: the recommended
 * companies are drawn after the last company is made, and the rows written depend on them, so a first walk only
 * counts the companies and draws the promotions, then a copy of the stream from its start makes the same companies
 * again to write them.
 */
async function insertDemoMarket(db: Executor, random: Random, plantCount: number): Promise<void> {
  const replay = random.fork();
  const indexes = new IndexesByAccessType();
  for (const made of demoCompanies(random, plantCount)) indexes.add(made);
  const promoted = promotionsOf(random, indexes);
  indexes.clear();
  const companies = (function* () {
    for (const made of demoCompanies(replay, plantCount)) {
      promote(made.company, promoted.get(made.index));
      yield made;
    }
  })();
  await writeCompaniesAndPlants(db, random, companies);
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
  const made = companies.map((company, index) => ({ company, plants: plants.filter((p) => p.companyIndex === index), index }));
  await writeCompaniesAndPlants(db, random, made, productSeqFrom);
}

/**
 * Writes companies as they come, about BATCH_ROWS plants at a time, then the products. The stream is drawn from in
 * the companies' order (their introductions and images), then for the products.
 */
async function writeCompaniesAndPlants(db: Executor, random: Random, companies: Iterable<DemoCompany>, productSeqFrom = 0) {
  const products = new PlantProducts();
  let batch: DemoCompany[] = [];
  let plantsInBatch = 0;
  for (const made of companies) {
    describeCompany(random, made.company, made.plants);
    batch.push(made);
    plantsInBatch += made.plants.length;
    if (plantsInBatch >= BATCH_ROWS) {
      await writeBatch(db, batch, products);
      [batch, plantsInBatch] = [[], 0];
    }
  }
  if (plantsInBatch > 0) await writeBatch(db, batch, products);
  await products.write(db, random, productSeqFrom);
}

/** What a company says of its plants: their goods types, its introduction, search text and images. */
function describeCompany(random: Random, c: CompanyRow, own: readonly PlantRow[]) {
  c.goodsTypes = [...new Set(own.flatMap((p) => p.goodsTypes ?? []))];
  c.introduction = introductionOf(random, c, own);
  c.searchText = lowerJoin(c.plantName, c.plantNameZh, c.companyAlias, ...own.flatMap((p) => regNoWords(p.plantNo)));
  if (c.promoteFlag === 1 || random.chance(0.4)) {
    c.images = Array.from({ length: random.int(2, 8) }, (_, n) => `/media/market/image/${c.companyCode}/${n + 1}.svg`);
  }
}

async function writeBatch(db: Executor, batch: DemoCompany[], products: PlantProducts) {
  const companyIds = await insertReturningIds(
    db,
    company,
    batch.map((b) => b.company),
    (r) => r.companyCode as string,
    { id: company.id, companyCode: company.companyCode },
  );
  const plants = batch.flatMap((b, i) => b.plants.map((p) => ({ p, owner: b.company, companyId: companyIds[i]! })));
  for (const { p, owner, companyId } of plants) {
    p.companyId = companyId;
    p.chinaRegisterCodes = p.history.registrations
      .map((r) => r.chinaRegisterCode)
      .filter(Boolean)
      .join(' ');
    p.searchText = lowerJoin(p.plantName, p.plantNameZh, ...regNoWords(p.plantNo), p.chinaRegisterCodes, owner.plantName);
  }
  const key = (r: Record<string, unknown>) => `${r.accessType}|${r.countryCode}|${r.plantNo}`;
  const plantIds = await insertReturningIds(
    db,
    plant,
    plants.map(({ p: { history: _h, companyIndex: _c, ...row } }) => row),
    key,
    { id: plant.id, accessType: plant.accessType, countryCode: plant.countryCode, plantNo: plant.plantNo },
  );
  const rows = plants.map(({ p }, i) => ({ p, plantId: plantIds[i]! }));
  await insertBatches(
    db,
    plantRegistration,
    rows.flatMap(({ p, plantId }) => p.history.registrations.map((r) => ({ ...r, plantId }))),
  );
  await insertBatches(
    db,
    plantEvent,
    rows.flatMap(({ p, plantId }) => p.history.events.map((e) => ({ ...e, plantId, companyId: p.companyId }))),
  );
  await insertBatches(
    db,
    plantSuspension,
    rows.flatMap(({ p, plantId }) =>
      p.history.suspensions.map((s) => ({ ...s, plantId, accessType: p.accessType, countryCode: p.countryCode })),
    ),
  );
  for (const { p, plantId } of rows) products.add(p, plantId);
}
