import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { animalDisease, company, country, customsImport, plant, plantEvent, plantRegistration, plantSuspension } from '../schema/index';
import { isoDate } from './market-batch';
import { WHOLE_COUNTRY } from './market-bans';
import { DICTIONARIES } from './reference';

/**
 * What the demo's market and data tables hold, read once by the news part so that every fact a story states comes
 * from them (docs/market.md 'A demo generated from events'): plants with their company, registrations, suspensions
 * and events, the bans and their lifts, and the customs statistics. Days are 'YYYY-MM-DD' strings, compared as text.
 */
export interface FactPlant {
  id: number;
  plantNo: string;
  plantName: string;
  countryCode: string;
  accessType: string;
  companyCode: string;
  companyName: string;
  companyNameZh: string;
  promoted: boolean;
  registrations: { goodsType: string; from: string | null; until: string | null }[];
  suspensions: { goodsType: string; from: string; until: string | null; reason: string }[];
}

export interface FactEvent {
  id: number;
  plant: FactPlant;
  recordType: string;
  day: string;
  goodsType: string | null;
}

const GOODS = new Map([...DICTIONARIES.goods_type, ...DICTIONARIES.products_approval].map(([code, en, zh]) => [code, { en, zh }]));
/** A goods type's name in a sentence ('beef', 'crustaceans') and in Chinese. */
export const goodsWords = (code: string) => {
  const name = GOODS.get(code) ?? { en: code, zh: code };
  return { en: name.en.toLowerCase(), zh: name.zh };
};

/** A plant as the news names it, with its company (read joined to `company`): the news part's reads share it. */
export const PLANT_WITH_COMPANY = {
  plantNo: plant.plantNo,
  plantName: plant.plantName,
  countryCode: plant.countryCode,
  accessType: plant.accessType,
  companyCode: company.companyCode,
  companyName: company.plantName,
};

async function readPlants(db: Executor): Promise<Map<number, FactPlant>> {
  const rows = await db
    .select({
      id: plant.id,
      ...PLANT_WITH_COMPANY,
      companyNameZh: company.plantNameZh,
      promoted: company.promoteFlag,
    })
    .from(plant)
    .innerJoin(company, eq(company.id, plant.companyId))
    .orderBy(asc(plant.id));
  const plants = new Map<number, FactPlant>(
    rows.map((r) => [
      r.id,
      { ...r, companyNameZh: r.companyNameZh || r.companyName, promoted: r.promoted === 1, registrations: [], suspensions: [] },
    ]),
  );
  for (const r of await db.select().from(plantRegistration).orderBy(asc(plantRegistration.id))) {
    if (r.state === 'pending' || !r.registerDate) continue;
    plants.get(r.plantId)?.registrations.push({
      goodsType: r.goodsType,
      from: isoDate(r.registerDate),
      until: r.registerExpireDate ? isoDate(r.registerExpireDate) : null,
    });
  }
  for (const s of await db.select().from(plantSuspension).orderBy(asc(plantSuspension.id))) {
    plants.get(s.plantId)?.suspensions.push({
      goodsType: s.goodsType,
      from: isoDate(s.suspendDate),
      until: s.liftedDate ? isoDate(s.liftedDate) : null,
      reason: s.reason,
    });
  }
  return plants;
}

/** The goods types a plant may ship on a day: registered then, not expired, not suspended. */
export function shipsAt(p: FactPlant, day: string): string[] {
  const suspended = new Set(p.suspensions.filter((s) => s.from <= day && (s.until === null || s.until > day)).map((s) => s.goodsType));
  // A suspension of the plant's main registration stops the plant: the demo suspends plants, not single products.
  if (suspended.size > 0) return [];
  return [...new Set(p.registrations.filter((r) => r.from! <= day && (r.until === null || r.until >= day)).map((r) => r.goodsType))];
}

/** The goods types a plant was registered for on the day of its registration event. */
export const registeredOn = (p: FactPlant, day: string) => [
  ...new Set(p.registrations.filter((r) => r.from === day).map((r) => r.goodsType)),
];

export async function readNewsFacts(db: Executor) {
  const plants = await readPlants(db);
  const events: FactEvent[] = (await db.select().from(plantEvent).orderBy(asc(plantEvent.id))).flatMap((e) => {
    const p = plants.get(e.plantId);
    return p ? [{ id: e.id, plant: p, recordType: e.recordType, day: isoDate(e.sourceDate), goodsType: e.goodsType }] : [];
  });
  const bans = (await db.select().from(animalDisease).orderBy(asc(animalDisease.id))).map((b) => ({
    ...b,
    banDate: isoDate(b.banDate),
    liftedDate: b.liftedDate ? isoDate(b.liftedDate) : null,
  }));
  const customs = (await db.select().from(customsImport)).map((r) => ({ ...r, month: isoDate(r.month) }));
  const countries = new Map(
    (await db.select({ code: country.code, en: country.nameEn, zh: country.nameZh }).from(country)).map((c) => [c.code, c]),
  );
  const byCountry = new Map<string, FactPlant[]>();
  for (const p of plants.values()) {
    const key = `${p.accessType}|${p.countryCode}`;
    (byCountry.get(key) ?? byCountry.set(key, []).get(key)!).push(p);
  }

  /** Goods types a whole-country ban in force on the day keeps out of the country. */
  const bannedAt = (accessType: string, countryCode: string, day: string) =>
    new Set(
      bans
        .filter(
          (b) =>
            b.countryCode === countryCode &&
            b.accessType === accessType &&
            b.areaName === WHOLE_COUNTRY &&
            b.banDate <= day &&
            (b.liftedDate === null || b.liftedDate > day),
        )
        .flatMap((b) => b.goodsTypes),
    );

  return {
    plants,
    events,
    bans,
    customs,
    countries,
    /** The country's plants of the access type. */
    plantsOf: (accessType: string, countryCode: string) => byCountry.get(`${accessType}|${countryCode}`) ?? [],
    /** The goods types the country's plants may ship on the day, without those a ban in force keeps out. */
    countryGoodsAt(accessType: string, countryCode: string, day: string): string[] {
      const banned = bannedAt(accessType, countryCode, day);
      const goods = new Set<string>();
      for (const p of byCountry.get(`${accessType}|${countryCode}`) ?? []) for (const g of shipsAt(p, day)) goods.add(g);
      return [...goods].filter((g) => !banned.has(g)).sort();
    },
    /** The country's plants that may ship on the day. */
    activePlantsAt: (accessType: string, countryCode: string, day: string) =>
      (byCountry.get(`${accessType}|${countryCode}`) ?? []).filter((p) => shipsAt(p, day).length > 0),
  };
}

export type NewsFacts = Awaited<ReturnType<typeof readNewsFacts>>;
