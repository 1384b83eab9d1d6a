import { plantPagePath } from '../../../contracts/market/pages';
import { DISEASES } from '../../modules/market/index';
import { isoDate } from './market-batch';
import { WHOLE_COUNTRY } from './market-bans';
import { goodsWords, registeredOn, shipsAt, type FactEvent, type FactPlant, type NewsFacts } from './news-facts';
import { MONTHS } from './news-words';
import { esc, p, plural, ul, type Story } from './news-stories';
import type { Random } from './random';

/**
 * The market news that states facts, each made from the demo's tables (docs/data.md 'News'): how many plants of a
 * country GACC registered, renewed, suspended or let ship again in a month (the count of those events, the plants
 * listed and linked), the bans imposed and lifted in the news' years (their disease, area and day), and China's
 * imports from a country (the customs statistics' own figures).
 */
export interface FactItem {
  day: Date;
  countryCode: string;
  accessType: '201' | '202';
  story: Story;
  /** The plants the item names. */
  plantNos: string[];
}

/** How many count stories of each event kind (fewer when the demo has fewer months with such events). */
const COUNTED = { REGISTERED: 30, RENEWED: 24, SUSPENDED: 20, RESUMED: 14 } as const;
type CountedKind = keyof typeof COUNTED;
/** How many trade-statistics stories. */
const TRADE_STORIES = 30;
/** Plants listed (and named) in one count story; the title states them all. */
const LISTED = 8;

const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const words = (codes: readonly string[]) => {
  const names = [...new Set(codes)].sort().map(goodsWords);
  const join = (list: string[], and: string) => (list.length > 1 ? `${list.slice(0, -1).join(', ')}${and}${list.at(-1)}` : (list[0] ?? ''));
  return {
    en: join(
      names.map((n) => n.en),
      ' and ',
    ),
    zh: names.map((n) => n.zh).join('、'),
  };
};
const monthName = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

function plantItems(rows: { plant: FactPlant; goods: string[]; note: string }[]): string {
  return `<ul>${rows
    .map(
      ({ plant, goods, note }) =>
        `<li><a href="${esc(plantPagePath(plant))}">${esc(`${plant.plantNo}: ${plant.plantName}`)}</a>${esc(` (${words(goods).en}${note})`)}</li>`,
    )
    .join('')}</ul>`;
}

function countStory(kind: CountedKind, events: FactEvent[], place: { en: string; zh: string }): { story: Story; plantNos: string[] } {
  const last = events.at(-1)!.day;
  const plants = [...new Map(events.map((e) => [e.plant.id, e])).values()];
  const n = plants.length;
  const goodsOf = (e: FactEvent) =>
    kind === 'REGISTERED' ? registeredOn(e.plant, e.day) : e.goodsType ? [e.goodsType] : shipsAt(e.plant, e.day);
  const goods = words(plants.flatMap(goodsOf));
  const listed = plants.slice(0, LISTED);
  const reasonOf = (e: FactEvent) => e.plant.suspensions.find((s) => s.from === e.day)?.reason;
  const list = plantItems(
    listed.map((e) => ({ plant: e.plant, goods: goodsOf(e), note: kind === 'SUSPENDED' && reasonOf(e) ? `: ${reasonOf(e)}` : '' })),
  );
  const among = n > listed.length ? ` The first ${listed.length} of them:` : '';
  const month = monthName(last);
  const stories: Record<CountedKind, Story> = {
    REGISTERED: {
      title: `GACC registers ${plural(n, 'new plant', 'new plants')} in ${place.en} for ${goods.en}`,
      titleZh: `海关总署新增${place.zh}${n}家${goods.zh}输华注册企业`,
      keyword: `GACC, registration, ${place.en}`,
      paragraphs: [
        p(
          `In ${month} the General Administration of Customs of China (GACC) registered ${plural(n, 'establishment', 'establishments')} in ${place.en} to export ${goods.en} to China.${among}`,
        ),
        list,
        p(
          'A registered plant may ship from the day its registration takes effect; each consignment needs the official health certificate.',
        ),
      ],
    },
    RENEWED: {
      title: `${plural(n, 'plant', 'plants')} in ${place.en} ${n === 1 ? 'renews its' : 'renew their'} China registrations`,
      titleZh: `${place.zh}${n}家企业完成输华注册续展`,
      keyword: `registration renewal, ${place.en}`,
      paragraphs: [
        p(
          `In ${month} GACC renewed the registrations of ${plural(n, 'establishment', 'establishments')} in ${place.en} for five years.${among}`,
        ),
        list,
        p('Renewal applications reach GACC through the competent authority between three and six months before a registration expires.'),
      ],
    },
    SUSPENDED: {
      title: `GACC suspends imports from ${plural(n, 'plant', 'plants')} in ${place.en}`,
      titleZh: `海关总署暂停${place.zh}${n}家企业产品输华`,
      keyword: `suspension, ${place.en}`,
      paragraphs: [
        p(
          `In ${month} GACC suspended declarations of ${goods.en} from ${plural(n, 'establishment', 'establishments')} in ${place.en}.${among}`,
        ),
        list,
        p('The competent authority investigates and reports its corrective actions to GACC, which decides whether to lift the suspension.'),
      ],
    },
    RESUMED: {
      title: `${plural(n, 'plant', 'plants')} in ${place.en} ${n === 1 ? 'resumes shipments to China as its suspension is' : 'resume shipments to China as suspensions are'} lifted`,
      titleZh: `${place.zh}${n}家企业恢复输华`,
      keyword: `suspension lifted, ${place.en}`,
      paragraphs: [
        p(
          `In ${month} GACC lifted the suspensions of ${plural(n, 'establishment', 'establishments')} in ${place.en} after reviewing ${n === 1 ? 'its corrective actions; it' : 'their corrective actions; they'} may ship ${goods.en} again.${among}`,
        ),
        list,
      ],
    },
  };
  return { story: stories[kind], plantNos: listed.map((e) => e.plant.plantNo) };
}

/** Count stories: months of one country's and trade's events of a kind, drawn at random. */
function countStories(random: Random, facts: NewsFacts, from: string, to: string): FactItem[] {
  const groups = new Map<string, FactEvent[]>();
  for (const e of facts.events) {
    if (!(e.recordType in COUNTED) || e.day < from || e.day > to) continue;
    const key = [e.recordType, e.plant.accessType, e.plant.countryCode, e.day.slice(0, 7)].join('|');
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(e);
  }
  const items: FactItem[] = [];
  for (const kind of Object.keys(COUNTED) as CountedKind[]) {
    const keys = [...groups.keys()].filter((k) => k.startsWith(`${kind}|`)).sort();
    for (const key of random.sample(keys, COUNTED[kind])) {
      const events = groups.get(key)!.sort((a, b) => a.day.localeCompare(b.day) || a.id - b.id);
      const [, accessType, countryCode] = key.split('|') as [string, '201' | '202', string];
      const place = facts.countries.get(countryCode) ?? { en: countryCode, zh: countryCode };
      items.push({ day: dayOf(events.at(-1)!.day), countryCode, accessType, ...countStory(kind, events, place) });
    }
  }
  return items;
}

/** A story for each group of bans imposed, and of bans lifted, on one day in the news' years. */
function banStories(facts: NewsFacts, from: string, to: string): FactItem[] {
  const groups = new Map<string, { action: 'imposed' | 'lifted'; bans: NewsFacts['bans'] }>();
  for (const b of facts.bans) {
    for (const [action, day] of [
      ['imposed', b.banDate],
      ['lifted', b.liftedDate],
    ] as const) {
      if (!day || day < from || day > to) continue;
      const key = [action, b.countryCode, b.plagueName, day].join('|');
      (groups.get(key) ?? groups.set(key, { action, bans: [] }).get(key)!).bans.push(b);
    }
  }
  return [...groups.entries()].sort().map(([key, { action, bans }]) => {
    const [, countryCode, , day] = key.split('|') as [string, string, string, string];
    const b = bans[0]!;
    const place = facts.countries.get(countryCode) ?? { en: countryCode, zh: countryCode };
    const disease = Object.values(DISEASES).find((d) => d.en === b.plagueName);
    const whole = bans.some((x) => x.areaName === WHOLE_COUNTRY);
    const areas = whole ? place.en : `${bans.map((x) => x.areaName).join(' and ')} (${place.en})`;
    // The regions' names exist in English only: a Chinese title says 'parts of' the country (the text names them).
    const areasZh = whole ? place.zh : `${place.zh}部分地区`;
    const species = disease?.speciesEn ?? 'the species concerned';
    const story: Story =
      action === 'imposed'
        ? {
            title: `${b.plagueName} in ${areas}: China bans imports of ${species}`,
            titleZh: `${areasZh}发生${b.plagueNameAlias}，我国禁止相关产品输华`,
            keyword: `${b.plagueName}, animal disease, ${place.en}`,
            paragraphs: [
              p(
                `After an outbreak of ${b.plagueName} was reported, GACC banned imports of ${species} and their products from ${areas} from ${day}.`,
              ),
              ul([
                'Products shipped before the ban are returned or destroyed',
                'Consignments at sea are inspected on arrival',
                'Plants elsewhere in the country are not affected by a regional ban',
              ]),
            ],
          }
        : {
            title: `China lifts its ${b.plagueName} ban on ${areas}`,
            titleZh: `海关总署解除${areasZh}${b.plagueNameAlias}禁令`,
            keyword: `${b.plagueName}, ban lifted, ${place.en}`,
            paragraphs: [
              p(
                `GACC has lifted the ban on ${species} and their products from ${areas} that it imposed on ${b.banDate} because of ${b.plagueName}. From ${day}, registered plants there may ship to China again.`,
              ),
            ],
          };
    return { day: dayOf(day), countryCode, accessType: b.accessType === '202' ? '202' : '201', story, plantNos: [] };
  });
}

/** The customs statistics' product types: their words and the goods types the market registers them as. */
// prettier-ignore
const PRODUCT_TYPES: Record<string, { en: string; zh: string; goods: readonly string[] | null }> = {
  PIG: { en: 'pork', zh: '猪肉', goods: ['PORK'] }, BEEF: { en: 'beef', zh: '牛肉', goods: ['BEEF'] },
  MUTTON: { en: 'mutton and lamb', zh: '羊肉', goods: ['MUTTON'] }, POULTRY: { en: 'poultry meat', zh: '禽肉', goods: ['POULTRY'] },
  OFFAL: { en: 'edible offal', zh: '食用杂碎', goods: ['OFFAL'] }, SEAFOOD: { en: 'seafood', zh: '水产品', goods: null },
};

const tonnes = (n: number) => Math.round(n).toLocaleString('en-US');
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** Year-to-date imports from a country against the same months a year earlier, as the customs statistics hold them. */
function tradeStories(random: Random, facts: NewsFacts, from: string, to: string): FactItem[] {
  const sums = new Map<string, { volume: number; value: number }>();
  for (const r of facts.customs) {
    const key = `${r.productType}|${r.countryCode}|${r.month.slice(0, 7)}`;
    const s = sums.get(key) ?? sums.set(key, { volume: 0, value: 0 }).get(key)!;
    s.volume += r.volumeTonnes;
    s.value += r.valueUsd;
  }
  const lastMonth = facts.customs.reduce((m, r) => (r.month > m ? r.month : m), '');
  const total = (type: string, country: string, year: number, months: number) => {
    let volume = 0;
    let value = 0;
    for (let m = 1; m <= months; m++) {
      const s = sums.get(`${type}|${country}|${year}-${String(m).padStart(2, '0')}`);
      volume += s?.volume ?? 0;
      value += s?.value ?? 0;
    }
    return { volume, value };
  };
  const pairs = [...new Set(facts.customs.map((r) => `${r.productType}|${r.countryCode}`))].sort();
  const items: FactItem[] = [];
  for (let tries = 0; items.length < TRADE_STORIES && tries < TRADE_STORIES * 10 && pairs.length; tries++) {
    const [type, countryCode] = random.pick(pairs).split('|') as [string, string];
    const year = random.int(2024, 2026);
    const months = random.int(3, 10);
    // Published around the 20th of the next month.
    const published = isoDate(new Date(Date.UTC(year, months, 20)));
    if (`${year}-${String(months).padStart(2, '0')}-01` > lastMonth || published < from || published > to) continue;
    const kind = PRODUCT_TYPES[type];
    const accessType = type === 'SEAFOOD' ? '202' : '201';
    const shipped = facts.countryGoodsAt(accessType, countryCode, published);
    // Only what the country's plants ship: the market and the statistics tell one story.
    if (!kind || !(kind.goods ? kind.goods.some((g) => shipped.includes(g)) : shipped.length > 0)) continue;
    const now = total(type, countryCode, year, months);
    const before = total(type, countryCode, year - 1, months);
    if (now.volume < 1 || before.volume < 1) continue;
    const change = Math.round((now.volume / before.volume - 1) * 1000) / 10;
    const suppliers = [...new Set(pairs.filter((x) => x.startsWith(`${type}|`)).map((x) => x.split('|')[1]!))]
      .map((c) => ({ c, v: total(type, c, year, months).volume }))
      .sort((a, b) => b.v - a.v || a.c.localeCompare(b.c));
    const rank = suppliers.findIndex((s) => s.c === countryCode) + 1;
    const place = facts.countries.get(countryCode) ?? { en: countryCode, zh: countryCode };
    const direction = change >= 0 ? 'up' : 'down';
    items.push({
      day: dayOf(published),
      countryCode,
      accessType,
      plantNos: [],
      story: {
        title: `China's ${kind.en} imports from ${place.en} ${direction} ${Math.abs(change).toFixed(1)}% in the first ${months} months of ${year}`,
        titleZh: `${year}年前${months}个月我国自${place.zh}进口${kind.zh}同比${change >= 0 ? '增长' : '下降'}${Math.abs(change).toFixed(1)}%`,
        keyword: `trade data, ${kind.en}, ${place.en}`,
        paragraphs: [
          p(
            `Customs statistics show that China imported ${tonnes(now.volume)} tonnes of ${kind.en} from ${place.en} from January to ${MONTHS[months - 1]} ${year}, worth USD ${tonnes(now.value / 1_000_000)} million, against ${tonnes(before.volume)} tonnes in the same months of ${year - 1}.`,
          ),
          p(`By volume, ${place.en} was the ${ordinal(rank)} of ${suppliers.length} suppliers of ${kind.en} to China in the period.`),
        ],
      },
    });
  }
  return items;
}

/** The market news made from the demo's tables between two days ('YYYY-MM-DD'). */
export function factItems(random: Random, facts: NewsFacts, from: string, to: string): FactItem[] {
  return [...countStories(random, facts, from, to), ...banStories(facts, from, to), ...tradeStories(random, facts, from, to)];
}
