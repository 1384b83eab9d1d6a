import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../client';
import { wholesalePrice } from '../schema/index';
import { isoDate } from './market-batch';
import type { NewsFacts } from './news-facts';
import type { FactItem } from './news-market';
import { ADJECTIVES, goodsNamedIn, PRICE_DOWN, PRICE_UP } from './news-words';
import { esc, p, type Story } from './news-stories';
import type { Random } from './random';

/**
 * Price stories made from the demo's wholesale prices (docs/data.md 'News'): the imported frozen cuts the Beijing
 * cold stores quote by origin, the same rows the /data meat-price page shows. A story compares one origin's cuts of
 * one product type on two days four weeks apart: the low and high prices of each day as quoted, and the change of the
 * low price (the side quoted every day); the title states the first cut's change.
 */
export interface MeatQuote {
  productType: string;
  productName: string;
  origin: string;
  day: string;
  low: number | null;
  high: number | null;
  source: string;
}

/** How many price stories; fewer when the quotes give fewer days a country's plants may ship the product. */
const PRICE_STORIES = 16;
/** The days a story compares. */
export const PRICE_STORY_WEEKS = 4;
const DAY = 86_400_000;

/** The words a story names a cut by (the first that matches), so the title names the goods types the plants ship. */
const CUT_WORDS: readonly (readonly [RegExp, { en: string; zh: string }])[] = [
  [/pork (stomach|ears)/i, { en: 'pork offal', zh: '猪副产品' }],
  [/beef omasum/i, { en: 'beef offal', zh: '牛副产品' }],
  [/pork/i, { en: 'pork', zh: '猪肉' }],
  [/beef/i, { en: 'beef', zh: '牛肉' }],
  [/lamb|mutton/i, { en: 'mutton', zh: '羊肉' }],
  [/chicken/i, { en: 'poultry', zh: '禽肉' }],
  [/shrimp/i, { en: 'shrimp', zh: '虾' }],
  [/pollock/i, { en: 'frozen fish', zh: '冻鱼' }],
  [/squid/i, { en: 'squid', zh: '鱿鱼' }],
];

/** The meat cuts quoted with an origin, in the order they were written. */
export async function readMeatQuotes(db: Executor): Promise<MeatQuote[]> {
  const rows = await db
    .select({
      productType: wholesalePrice.productType,
      productName: wholesalePrice.productName,
      origin: wholesalePrice.origin,
      quoteDate: wholesalePrice.quoteDate,
      low: wholesalePrice.lowPrice,
      high: wholesalePrice.highPrice,
      source: wholesalePrice.source,
    })
    .from(wholesalePrice)
    .where(and(eq(wholesalePrice.category, 'Meat'), ne(wholesalePrice.origin, '')))
    .orderBy(asc(wholesalePrice.id));
  return rows.map(({ quoteDate, ...r }) => ({ ...r, day: isoDate(quoteDate) }));
}

/** The percentage change from one price to another, to one decimal (as the title and the table state it). */
export const priceChange = (from: number, to: number) => Math.round((to / from - 1) * 1000) / 10;
const signed = (n: number) => `${n > 0 ? '+' : ''}${n.toFixed(1)}%`;
const range = (q: MeatQuote) => `${q.low!.toFixed(2)}–${q.high!.toFixed(2)}`;

function story(random: Random, facts: NewsFacts, rows: { then: MeatQuote; now: MeatQuote }[], words: { en: string; zh: string }): Story {
  const { then, now } = rows[0]!;
  const place = facts.countries.get(now.origin) ?? { en: now.origin, zh: now.origin };
  const adjective = ADJECTIVES[now.origin] ?? place.en;
  const change = priceChange(then.low!, now.low!);
  const up = change >= 0;
  const table =
    `<table><caption>${esc(`Imported frozen ${words.en} from ${place.en} at the Beijing cold stores, CNY/kg (source: ${now.source}, quotes of ${then.day} and ${now.day})`)}</caption>` +
    `<thead><tr><th scope="col">Cut</th><th scope="col">${then.day} low–high</th><th scope="col">${now.day} low–high</th><th scope="col">Change of the low price</th></tr></thead>` +
    `<tbody>${rows
      .map(
        ({ then: a, now: b }) =>
          `<tr><td>${esc(b.productName)}</td><td>${range(a)}</td><td>${range(b)}</td><td>${signed(priceChange(a.low!, b.low!))}</td></tr>`,
      )
      .join('')}</tbody></table>`;
  return {
    title: `${adjective} ${words.en} prices ${random.pick(up ? PRICE_UP : PRICE_DOWN)} ${Math.abs(change).toFixed(1)}% in four weeks at Beijing cold stores`,
    titleZh: `北京冷库${place.zh}${words.zh}价格四周${up ? '上涨' : '下跌'}${Math.abs(change).toFixed(1)}%`,
    keyword: `prices, ${words.en}, Beijing`,
    paragraphs: [
      p(
        `The Beijing cold stores quoted ${now.productName.toLowerCase()} from ${place.en} at CNY ${range(now)} per kg on ${now.day}, against CNY ${range(then)} on ${then.day}: the low price ${up ? 'rose' : 'fell'} ${Math.abs(change).toFixed(1)}%.`,
      ),
      table,
      `<p>${esc('Every quote of the period is on the portal’s ')}<a href="/data/meat-price?type=${esc(now.productType)}">${esc('meat-cut price page')}</a>${esc(` (${now.source}).`)}</p>`,
    ],
  };
}

/** Price stories on days the quotes cover, about cuts the origin's plants may ship on the story's day. */
export function priceStories(random: Random, facts: NewsFacts, quotes: readonly MeatQuote[], from: string, to: string): FactItem[] {
  const byKey = new Map(quotes.map((q) => [`${q.productName}|${q.origin}|${q.day}`, q]));
  const groups = new Map<string, string[]>();
  for (const q of quotes) {
    const key = `${q.origin}|${q.productType}`;
    const names = groups.get(key) ?? groups.set(key, []).get(key)!;
    if (!names.includes(q.productName)) names.push(q.productName);
  }
  const days = [...new Set(quotes.map((q) => q.day))].sort();
  const first = days[0] ? isoDate(new Date(Date.parse(`${days[0]}T00:00:00Z`) + PRICE_STORY_WEEKS * 7 * DAY)) : '';
  const open = days.filter((d) => d >= first && d >= from && d <= to);
  const keys = [...groups.keys()].sort();
  const items: FactItem[] = [];
  const told = new Set<string>();
  for (let tries = 0; items.length < PRICE_STORIES && tries < PRICE_STORIES * 20 && open.length && keys.length; tries++) {
    const key = random.pick(keys);
    const day = random.pick(open);
    if (told.has(`${key}|${day}`)) continue;
    const [origin, productType] = key.split('|') as [string, string];
    const before = isoDate(new Date(Date.parse(`${day}T00:00:00Z`) - PRICE_STORY_WEEKS * 7 * DAY));
    const rows = groups
      .get(key)!
      .map((name) => ({ then: byKey.get(`${name}|${origin}|${before}`), now: byKey.get(`${name}|${origin}|${day}`) }));
    // Only days each cut was quoted in full on both days.
    if (!rows.every((r) => r.then?.low && r.then.high !== null && r.now?.low && r.now.high !== null)) continue;
    const words = CUT_WORDS.find(([re]) => re.test(rows[0]!.now!.productName))?.[1];
    const accessType = productType === 'SEAFOOD' ? '202' : '201';
    const shipped = facts.countryGoodsAt(accessType, origin, day);
    // The story names a product some plant of the origin may ship that day: the market and the prices tell one story.
    if (!words || !goodsNamedIn(words.en).every((goods) => goods.some((g) => shipped.includes(g)))) continue;
    told.add(`${key}|${day}`);
    const full = rows as { then: MeatQuote; now: MeatQuote }[];
    items.push({
      day: new Date(`${day}T00:00:00Z`),
      countryCode: origin,
      accessType,
      plantNos: [],
      story: story(random, facts, full, words),
    });
  }
  return items;
}
