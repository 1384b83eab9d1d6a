import type { company, plant } from '../schema/index';
import { COUNTRIES } from './countries';
import { pad } from './market-batch';
import { historyFor, type PlantHistory } from './market-history';
import * as names from './market-names';
import { placesFor, type Place } from './market-places';
import { familyNamesOf, legalFormsOf } from './market-name-parts';
import { styleOf } from './market-styles';
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

export function goodsListOf(accessType: string, countryCode: string): readonly string[] {
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

/** Names already given in each country (English and Chinese): a name is never used twice in one country. */
export type UsedNames = Map<string, Set<string>>;

/** Takes the first of the candidates not yet used in the country, else the first with a number added. */
export function uniqueName(used: UsedNames, countryCode: string, candidates: readonly (readonly [string, string])[]): [string, string] {
  const taken = used.get(countryCode) ?? new Set<string>();
  used.set(countryCode, taken);
  const free = candidates.find(([en, zh]) => !taken.has(en) && !taken.has(zh));
  let [en, zh] = free ?? candidates[0]!;
  for (let n = 2; !free && (taken.has(en) || taken.has(zh)); n++) {
    [en, zh] = [`${candidates[0]![0]} ${n}`, `${candidates[0]![1]}${n}`];
  }
  taken.add(en);
  taken.add(zh);
  return [en, zh];
}

type Pair = readonly [string, string];
/** A company name's parts: what it is called after (its alias), the trade pattern around it, the legal form. */
type NameParts = readonly [core: Pair, pattern: Pair, legalForm: Pair];

/**
 * Every name a company of a country and trade may take, commonest kind first: a name core, a family name or a town
 * ('Frigorífico Serra Alta Ltda.', 'Carnes Oliveira Ltda.', 'Chapecó Alimentos Ltda.'), then a core or family name
 * with a town ('PT Bahari Makassar Perikanan'), then two family names ('Carnes Oliveira & Souza Ltda.'), each with
 * every trade pattern, in the country's commonest legal form and then in its others. Lazily, since a large demo
 * reads thousands.
 */
function* namePartsOf(countryCode: string, accessType: string, patterns: readonly Pair[]): Generator<NameParts> {
  const style = styleOf(countryCode);
  const families = familyNamesOf(countryCode);
  const towns = placesFor(countryCode, accessType).map(([town, townZh]) => [town, townZh] as const);
  const withTown = (parts: readonly Pair[]) =>
    towns.flatMap(([town, townZh]) => parts.map(([p, pZh]) => [`${p} ${town}`, `${pZh}${townZh}`] as const));
  const pairsOf = families.flatMap(([a, aZh]) =>
    families.flatMap(([b, bZh]) => (a === b ? [] : [[`${a} & ${b}`, `${aZh}与${bZh}`] as const])),
  );
  const cores = [style.cores, families, towns, withTown(style.cores), withTown(families), pairsOf];
  for (const legalForm of legalFormsOf(countryCode)) {
    for (const group of cores) for (const core of group) for (const pattern of patterns) yield [core, pattern, legalForm];
  }
}

/** Where each country's and trade's walk through namePartsOf stands, for one set of used names. */
const nameWalks = new WeakMap<UsedNames, Map<string, Generator<NameParts>>>();

/**
 * A company name not yet used in the country: one of a few random draws in the country's style, else the next free
 * one of namePartsOf (each country's and trade's walk goes on where it stopped). Only past every combination, far
 * beyond the bench's scale, would a number be added.
 */
function companyName(random: Random, used: UsedNames, countryCode: string, accessType: string, patterns: readonly Pair[]) {
  const style = styleOf(countryCode);
  const [commonest] = legalFormsOf(countryCode);
  const countryZh = COUNTRY_ZH.get(countryCode) ?? '';
  const named = ([[core, coreZh], [pattern, tradeZh], [form, formZh]]: NameParts) => ({
    core,
    names: [names.companyNameFor(core, pattern, form), `${countryZh}${coreZh}${tradeZh}${formZh}`] as const,
  });
  const taken = used.get(countryCode) ?? new Set<string>();
  used.set(countryCode, taken);
  const isFree = ({ names: [en, zh] }: ReturnType<typeof named>) => !taken.has(en) && !taken.has(zh);
  const draws = Array.from({ length: 8 }, () => named([random.pick(style.cores), random.pick(patterns), commonest!]));
  let chosen = draws.find(isFree);
  if (!chosen) {
    const walks = nameWalks.get(used) ?? new Map<string, Generator<NameParts>>();
    nameWalks.set(used, walks);
    const key = `${countryCode}|${accessType}`;
    const walk = walks.get(key) ?? namePartsOf(countryCode, accessType, patterns);
    walks.set(key, walk);
    for (let next = walk.next(); !next.done; next = walk.next()) {
      const candidate = named(next.value);
      if (isFree(candidate)) {
        chosen = candidate;
        break;
      }
    }
  }
  const [plantName, plantNameZh] = uniqueName(used, countryCode, [(chosen ?? draws[0]!).names]);
  return { plantName, plantNameZh, core: (chosen ?? draws[0]!).core };
}

/** A company in its country's naming style, unique in the country; its English and Chinese names say the same. */
export function companyFor(
  random: Random,
  accessType: string,
  countryCode: string,
  seq: number,
  _primary: string,
  used: UsedNames = new Map(),
): CompanyRow {
  const meat = accessType === '201';
  const style = styleOf(countryCode);
  const patterns = (meat ? style.meat : style.seafood).length > 0 ? (meat ? style.meat : style.seafood) : styleOf('').meat;
  const { plantName, plantNameZh, core } = companyName(random, used, countryCode, accessType, patterns);
  const companyCode = `C${accessType}${countryCode}${pad(seq, 5)}`;
  const [town, , region] = random.pick(placesFor(countryCode, accessType));
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
    // Written once its plants are known (market-insert.ts: introductionOf), so it tells their story.
    introduction: '',
    address: `${random.int(1, 999)} ${random.pick(names.streetsOf(countryCode))}, ${town}, ${region}`,
    images: [],
    goodsTypes: [],
    searchText: '',
  };
}

/**
 * One of the owner's plants, in a town of its country that fits its trade (a port for seafood); its status is
 * drawn unless given (the tests' factories choose it). A company's second and later plants are named after their town.
 */
export function plantFor(
  random: Random,
  owner: CompanyRow,
  companyIndex: number,
  plantNo: string,
  nth: number,
  primary: string,
  given?: 0 | 1 | 2,
  place?: Place,
): PlantRow {
  const meat = owner.accessType === '201';
  const [town, townZh, region] = place ?? random.pick(placesFor(owner.countryCode, owner.accessType));
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
    plantName: nth === 0 ? owner.plantName : `${owner.plantName} (${town})`,
    plantNameZh: nth === 0 ? owner.plantNameZh : `${owner.plantNameZh}（${townZh}）`,
    address: `${random.int(1, 999)} ${random.pick(names.streetsOf(owner.countryCode))}, ${town}, ${region}`,
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
