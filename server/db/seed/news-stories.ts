import type { Random } from './random';
import { ADJECTIVES, CONTEXT_PARAGRAPHS, MONTHS, PORTS, type Product } from './news-words';

/** What a story is about: drawn once per item, then told by one of the templates. */
export interface StoryContext {
  random: Random;
  accessType: '201' | '202';
  countryCode: string;
  country: string;
  countryZh: string;
  product: Product;
  port: readonly [string, string];
  day: Date;
  /** How many of the country's companies of the access type may ship on the story's day. */
  companies: number;
}

export interface Story {
  title: string;
  /** The Chinese original title, when the story has one. */
  titleZh: string;
  paragraphs: string[];
  keyword: string;
}

export const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const p = (text: string) => `<p>${esc(text)}</p>`;
export const ul = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;

export const adjectiveOf = (c: StoryContext) => ADJECTIVES[c.countryCode] ?? c.country;
export const monthOf = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A background paragraph with the story's words filled in. */
export function context(c: StoryContext): string {
  const text = c.random
    .pick(CONTEXT_PARAGRAPHS)
    .replace('{product}', c.product.en)
    .replace('{country}', c.country)
    .replace('{port}', c.port[0]);
  return p(text);
}

type Template = (c: StoryContext) => Story;

/**
 * Market news ("area news") that states no registry fact: port arrivals, catch quotas (seafood), labelling rules and
 * the import expo. The context's product is one the country's plants may ship on the story's day (news.ts); the
 * stories that state registrations, suspensions, bans or trade figures are made from the demo's tables
 * (news-market.ts), and those that state prices from its wholesale prices (news-prices.ts).
 */
export const MARKET_TEMPLATES: readonly Template[] = [
  (c) => {
    const n = c.random.int(20, 180);
    return {
      title: `${n} reefer containers of ${adjectiveOf(c)} ${c.product.en} arrive at ${c.port[0]}`,
      titleZh: `${n}个冷藏集装箱${c.countryZh}${c.product.zh}抵达${c.port[1]}港`,
      keyword: `${c.port[0]}, port arrivals, ${c.product.en}`,
      paragraphs: [
        p(
          `${n} refrigerated containers of ${c.product.cut} from ${c.country} were unloaded at ${c.port[0]} in the week to ${c.day.getUTCDate()} ${monthOf(c.day)}, the largest weekly arrival this season.`,
        ),
        p(
          `Customs officers at ${c.port[0]} sampled about one container in ten for laboratory testing; the rest were released on documents.`,
        ),
        context(c),
        context(c),
      ],
    };
  },
  (c) => {
    const from = new Date(Date.UTC(c.day.getUTCFullYear(), c.day.getUTCMonth() + c.random.int(1, 6), 1));
    const title = c.random.pick([
      `New labelling rules for imported prepackaged ${c.product.en} take effect in ${monthOf(from)}`,
      `China tightens Chinese-label checks on imported ${c.product.en}`,
      `What the revised food labelling standard means for ${adjectiveOf(c)} ${c.product.en}`,
    ]);
    return {
      title,
      titleZh: `进口预包装${c.product.zh}标签新规${from.getUTCFullYear()}年${from.getUTCMonth() + 1}月起实施`,
      keyword: `labelling, prepackaged food`,
      paragraphs: [
        p(
          `From ${monthOf(from)}, imported prepackaged ${c.product.en} must carry a Chinese label that meets the revised national standard for food labelling. Exporters in ${c.country} should check that:`,
        ),
        ul([
          'the product name matches the health certificate',
          'the registration number of the plant is printed on the inner and outer packaging',
          'the production and expiry dates use the year-month-day order',
          'the name and address of the Chinese importer are shown',
        ]),
        context(c),
      ],
    };
  },
  (c) => ({
    title: `${adjectiveOf(c)} exporters bring ${c.product.en} to the China International Import Expo`,
    titleZh: `${c.countryZh}${c.product.zh}企业亮相进博会`,
    keyword: `CIIE, trade fair, ${c.country}`,
    paragraphs: [
      p(
        `A delegation of ${plural(Math.min(c.companies, c.random.int(6, 40)), 'company', 'companies')} from ${c.country} is showing ${c.product.en} at the China International Import Expo in Shanghai, where buyers from across the country meet overseas suppliers.`,
      ),
      context(c),
      context(c),
    ],
  }),
];

export const SEAFOOD_QUOTA_TEMPLATE: Template = (c) => {
  const pct = c.random.int(3, 25);
  return {
    title: `${adjectiveOf(c)} ${c.product.en} quota raised by ${pct}%, exporters eye China`,
    titleZh: `${c.countryZh}${c.product.zh}配额上调${pct}%`,
    keyword: `quota, ${c.product.en}`,
    paragraphs: [
      p(
        `Fisheries authorities in ${c.country} have raised the ${c.day.getUTCFullYear()} quota for ${c.product.en} by ${pct}%. Processors say most of the extra volume will be offered to Chinese buyers.`,
      ),
      p(`Importers in ${c.port[0]} expect the first frozen lots of the new season within two months.`),
      context(c),
    ],
  };
};

export const pickPort = (random: Random) => random.pick(PORTS);
