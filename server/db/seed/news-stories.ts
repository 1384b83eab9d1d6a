import type { Random } from './random';
import {
  ADJECTIVES,
  CONTEXT_PARAGRAPHS,
  DISEASES_MEAT,
  MEAT_PRODUCTS,
  MONTHS,
  PORTS,
  PRICE_DOWN,
  PRICE_UP,
  SEAFOOD_PRODUCTS,
  type Product,
} from './news-words';

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
  /** Demo plants of the country and access type: [Reg.No., name]. */
  plants: readonly (readonly [string, string])[];
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
export const productsOf = (accessType: string) => (accessType === '201' ? MEAT_PRODUCTS : SEAFOOD_PRODUCTS);

/** A background paragraph with the story's words filled in. */
export function context(c: StoryContext): string {
  const text = c.random
    .pick(CONTEXT_PARAGRAPHS)
    .replace('{product}', c.product.en)
    .replace('{country}', c.country)
    .replace('{port}', c.port[0]);
  return p(text);
}

/** Up to n demo plants of the country as list items: 'Reg.No. name'. */
export function plantList(c: StoryContext, n: number): string {
  const picked = c.random.sample(c.plants, n);
  return picked.length ? ul(picked.map(([regNo, name]) => `${regNo}: ${name}`)) : '';
}

function priceTable(c: StoryContext, direction: 1 | -1): string {
  const rows = c.random.sample(['grade A', 'grade B', 'trimmings', 'portioned, retail pack', 'bulk, 20 kg cartons'], 3).map((grade) => {
    const last = c.random.int(2_800, 9_800) / 100;
    const change = (direction * c.random.int(10, 90)) / 10;
    const now = Math.round(last * (1 + change / 100) * 100) / 100;
    return `<tr><td>${esc(`${c.product.en[0]!.toUpperCase()}${c.product.en.slice(1)}, ${grade}`)}</td><td>${now.toFixed(2)}</td><td>${last.toFixed(2)}</td><td>${change > 0 ? '+' : ''}${change.toFixed(1)}%</td></tr>`;
  });
  return (
    `<table><caption>${esc(`Wholesale prices at ${c.port[0]}, CNY/kg`)}</caption>` +
    '<thead><tr><th scope="col">Product</th><th scope="col">This week</th><th scope="col">Last week</th><th scope="col">Change</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}

type Template = (c: StoryContext) => Story;

const REASONS = [
  'a two-month suspension',
  'a review of its residue monitoring plan',
  'an audit of its plants',
  'a dispute over certificate wording',
];

/** Market news ("area news"): what happens to a country's trade with China. */
export const MARKET_TEMPLATES: readonly Template[] = [
  (c) => ({
    title: `${c.country} resumes ${c.product.en} shipments to China after ${c.random.pick(REASONS)}`,
    titleZh: `${c.countryZh}恢复对华出口${c.product.zh}`,
    keyword: `${c.product.en}, market access, ${c.country}`,
    paragraphs: [
      p(
        `Shipments of ${c.product.cut} from ${c.country} to China restarted in ${monthOf(c.day)}, after the competent authority and the General Administration of Customs of China (GACC) agreed on corrective measures.`,
      ),
      p(
        `The first containers are due at ${c.port[0]} within five weeks. Exporters expect volumes to return to earlier levels by the end of the quarter.`,
      ),
      context(c),
    ],
  }),
  (c) => {
    const n = c.random.int(3, 24);
    return {
      title: `GACC lists ${n} new ${adjectiveOf(c)} ${c.product.en} plants`,
      titleZh: `海关总署新增${n}家${c.countryZh}${c.product.zh}注册企业`,
      keyword: `GACC, registration, ${c.product.en}`,
      paragraphs: [
        p(
          `The General Administration of Customs of China has added ${n} ${adjectiveOf(c)} establishments to its list of plants registered to export ${c.product.en} to China, effective ${monthOf(c.day)}.`,
        ),
        p('Among the establishments added are:'),
        plantList(c, Math.min(n, 5)),
        context(c),
      ],
    };
  },
  (c) => {
    const pct = c.random.pick([5, 8, 10, 12, 15, 20]);
    const year = c.day.getUTCFullYear() + (c.day.getUTCMonth() >= 10 ? 1 : 0);
    return {
      title: `China sets ${year} provisional tariff on ${c.product.en} imports at ${pct}%`,
      titleZh: '',
      keyword: `tariff, ${c.product.en}`,
      paragraphs: [
        p(
          `The Customs Tariff Commission of the State Council has published the provisional import duty rates for ${year}. Imports of ${c.product.cut} will pay ${pct}% instead of the most-favoured-nation rate.`,
        ),
        p(
          `Exporters in ${c.country} welcomed the decision, which they say improves their position against suppliers that already enjoy free-trade terms.`,
        ),
        context(c),
      ],
    };
  },
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
    const up = c.random.chance(0.5);
    const pct = c.random.int(2, 14);
    return {
      title: `${adjectiveOf(c)} ${c.product.en} prices ${c.random.pick(up ? PRICE_UP : PRICE_DOWN)} ${pct}% in ${c.port[0]} wholesale markets`,
      titleZh: '',
      keyword: `prices, ${c.product.en}, ${c.port[0]}`,
      paragraphs: [
        p(
          `Wholesale prices of ${c.product.cut} from ${c.country} ${up ? 'rose' : 'fell'} about ${pct}% over the past month at ${c.port[0]}, as ${up ? 'arrivals slowed ahead of the holidays' : 'a wave of arrivals met cautious buyers'}.`,
        ),
        priceTable(c, up ? 1 : -1),
        context(c),
      ],
    };
  },
  (c) => {
    if (c.accessType === '202') {
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
    }
    const [disease, diseaseZh] = c.random.pick(DISEASES_MEAT);
    return {
      title: `${disease[0]!.toUpperCase()}${disease.slice(1)} reported in ${c.country}: ${c.product.en} exports to China at risk`,
      titleZh: `${c.countryZh}报告${diseaseZh}疫情`,
      keyword: `${disease}, animal disease, ${c.country}`,
      paragraphs: [
        p(
          `Veterinary authorities in ${c.country} have confirmed a case of ${disease} and notified the World Organisation for Animal Health (WOAH). Under the bilateral protocol, China may suspend imports from the affected area.`,
        ),
        ul([
          'Products certified before the outbreak date may still be shipped',
          'Consignments at sea will be inspected on arrival',
          'Regionalisation requires a separate agreement',
        ]),
        context(c),
      ],
    };
  },
  (c) => {
    const n = c.random.int(4, 40);
    return {
      title: `${n} ${adjectiveOf(c)} ${c.product.en} plants renew their China registrations`,
      titleZh: `${c.countryZh}${n}家${c.product.zh}企业完成在华注册续展`,
      keyword: `registration renewal, ${c.product.en}`,
      paragraphs: [
        p(
          `Registrations of ${n} ${c.product.en} establishments in ${c.country} have been renewed for five years. Renewal applications must reach GACC through the competent authority between three and six months before a registration expires.`,
        ),
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
  (c) => {
    const pct = c.random.int(5, 60);
    const months = c.random.int(3, 10);
    return {
      title: `China's imports of ${c.product.en} from ${c.country} up ${pct}% in the first ${months} months`,
      titleZh: '',
      keyword: `trade data, ${c.product.en}`,
      paragraphs: [
        p(
          `Customs statistics show that China imported ${c.random.int(8, 400)} thousand tonnes of ${c.product.en} from ${c.country} in the first ${months} months of ${c.day.getUTCFullYear()}, ${pct}% more than a year earlier.`,
        ),
        p(`${c.country} now ranks among the top suppliers of ${c.product.en} to China by value.`),
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
        `A delegation of ${c.random.int(6, 40)} companies from ${c.country} is showing ${c.product.en} at the China International Import Expo in Shanghai, where buyers from across the country meet overseas suppliers.`,
      ),
      context(c),
      context(c),
    ],
  }),
];

export const pickPort = (random: Random) => random.pick(PORTS);
