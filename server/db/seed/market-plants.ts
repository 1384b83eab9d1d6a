import type { company, plant } from '../schema/index';
import { COUNTRIES } from './countries';
import { pad } from './market-batch';
import { historyFor, type PlantHistory } from './market-history';
import * as names from './market-names';
import type { Random } from './random';
import { DICTIONARIES } from './reference';

/** The demo dataset's "today": fixed, so every run dates its rows the same. */
export const MARKET_DEMO_TODAY = new Date(Date.UTC(2026, 9, 31));

const ISO3 = new Map(COUNTRIES.map(([code, iso3]) => [code, iso3]));
const COUNTRY_ZH = new Map(COUNTRIES.map(([code, , , zh]) => [code, zh]));
const GOODS_NAME = new Map([...DICTIONARIES.goods_type, ...DICTIONARIES.products_approval].map(([code, en]) => [code, en]));
export const goodsTypeName = (code: string) => GOODS_NAME.get(code) ?? code;

export type CompanyRow = typeof company.$inferInsert;
export type PlantRow = typeof plant.$inferInsert & { history: PlantHistory; companyIndex: number };

/** Splits `total` over weighted entries: whole numbers that add up to total. */
export function apportion(total: number, weights: readonly (readonly [string, number])[]): [string, number][] {
  const sum = weights.reduce((s, [, w]) => s + w, 0);
  const shares = weights.map(([key, w]) => [key, Math.floor((total * w) / sum)] as [string, number]);
  let left = total - shares.reduce((s, [, n]) => s + n, 0);
  for (let i = 0; left > 0; i = (i + 1) % shares.length, left--) shares[i]![1] += 1;
  return shares;
}

function goodsListOf(accessType: string, countryCode: string): readonly string[] {
  return accessType === '201'
    ? (names.MEAT_GOODS[countryCode] ?? names.MEAT_GOODS_DEFAULT)
    : (names.SEAFOOD_GOODS[countryCode] ?? names.SEAFOOD_GOODS_DEFAULT);
}

/** A company's main goods type: the country's commonest most of the time. */
export function primaryGoods(random: Random, accessType: string, countryCode: string): string {
  const list = goodsListOf(accessType, countryCode);
  return random.chance(0.7) ? list[0]! : random.pick(list);
}

/** A plant makes its company's main goods type and perhaps one or two more of its country's. */
function goodsFor(random: Random, accessType: string, countryCode: string, primary: string): string[] {
  const list = goodsListOf(accessType, countryCode);
  // prettier-ignore
  const count = Math.min(list.length, random.weighted([[1, 50], [2, 35], [3, 15]] as const));
  return [
    primary,
    ...random.sample(
      list.filter((g) => g !== primary),
      count - 1,
    ),
  ];
}

export function companyFor(random: Random, accessType: string, countryCode: string, seq: number, primary: string): CompanyRow {
  const meat = accessType === '201';
  const core = random.pick(names.NAME_CORES);
  const trade = (random.chance(0.5) && names.TRADE_BY_GOODS[primary]) || random.pick(meat ? names.MEAT_TRADES : names.SEAFOOD_TRADES);
  const plantName = names.companyNameFor(countryCode, core, trade, meat);
  const plantNameZh = `${COUNTRY_ZH.get(countryCode) ?? ''}${random.pick(names.NAME_CORES_ZH)}${random.pick(meat ? names.MEAT_TRADES_ZH : names.SEAFOOD_TRADES_ZH)}有限公司`;
  const companyCode = `C${accessType}${countryCode}${pad(seq, 5)}`;
  const city = random.pick(names.CITIES[countryCode] ?? ['']);
  return {
    companyCode,
    countryCode,
    accessType,
    plantName,
    plantNameZh,
    companyAlias: core,
    companyLabel: random.chance(0.5) ? random.pick(meat ? names.MEAT_LABELS : names.SEAFOOD_LABELS) : '',
    companyType: random.pick(names.COMPANY_TYPES),
    cpLogo: random.chance(0.6) ? `/media/market/logo/${companyCode}.svg` : '',
    promoteFlag: 0,
    realViews: random.int(20, 5_000),
    introduction:
      `${plantName} ${meat ? 'processes and exports' : 'catches, farms and processes'} ${goodsTypeName(primary).toLowerCase()} from ${city}. ` +
      `It has exported to China since ${random.int(2003, 2022)} and ships through ${random.pick(['Shanghai', 'Tianjin', 'Qingdao', 'Dalian', 'Guangzhou', 'Xiamen'])}.`,
    address: `${random.int(1, 999)} ${random.pick(names.streetsOf(countryCode))}, ${city}`,
    images: [],
    goodsTypes: [],
    searchText: '',
  };
}

/** One of the owner's plants; its status is drawn unless given (the tests' factories choose it). */
export function plantFor(
  random: Random,
  owner: CompanyRow,
  companyIndex: number,
  plantNo: string,
  nth: number,
  primary: string,
  given?: 0 | 1 | 2,
): PlantRow {
  const meat = owner.accessType === '201';
  const city = random.pick(names.CITIES[owner.countryCode!] ?? ['']);
  const goodsTypes = goodsFor(random, owner.accessType, owner.countryCode, primary);
  // prettier-ignore
  const status = given ?? random.weighted([[1, 82], [0, 8], [2, 10]] as const);
  const history = historyFor(random, {
    status,
    goodsTypes,
    plantNo,
    meat,
    today: MARKET_DEMO_TODAY,
    iso3: ISO3.get(owner.countryCode) ?? 'XXX',
  });
  const activities = random.sample(meat ? names.MEAT_ACTIVITIES : names.SEAFOOD_ACTIVITIES, random.int(1, 3)).join(', ');
  return {
    companyId: 0,
    companyIndex,
    countryCode: owner.countryCode,
    accessType: owner.accessType,
    plantNo,
    plantName: nth === 0 ? owner.plantName : `${owner.plantName} (${city})`,
    plantNameZh: owner.plantNameZh,
    address: `${random.int(1, 999)} ${random.pick(names.streetsOf(owner.countryCode))}, ${city}`,
    activities,
    productMode: random.chance(0.85) ? random.pick(meat ? names.MEAT_MODES : names.SEAFOOD_MODES) : '',
    companyLogo: owner.cpLogo ?? '',
    status,
    goodsTypes,
    pointCount: random.weighted([
      [random.int(0, 300), 80],
      [random.int(300, 5_000), 15],
      [random.int(5_000, 30_000), 5],
    ] as const),
    searchText: '',
    updatedAt: history.updatedAt,
    history,
  };
}
