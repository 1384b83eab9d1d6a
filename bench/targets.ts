// What `npm run bench` measures. A feature adds its own calls here.
// Fields: name (unique, matched by --only), kind ('api' | 'page'), method, path,
// body (JSON-encodable, POST only), status (expected; default 200), headers (extra, optional), session ('trader':
// measured signed in as the bench trader, on PostgreSQL only, where bench/lib/conversations.mjs loads their data).
// API targets name their call's definition (contracts/<area>/calls.ts), so a path is written once.
import { accountsCalls } from '../contracts/accounts/calls';
import { hrefOf, pathOf, type CallArgs, type CallDefinition } from '../contracts/core/calls';
import { dataCalls } from '../contracts/data/calls';
import { enquiryCalls } from '../contracts/enquiries/calls';
import { knowledgeCalls } from '../contracts/knowledge/calls';
import { topicCalls } from '../contracts/forum/calls';
import { leadCalls } from '../contracts/leads/calls';
import { marketCalls } from '../contracts/market/calls';
import { newsCalls } from '../contracts/news/calls';
import { siteCalls } from '../contracts/site/calls';

export interface BenchTarget {
  name: string;
  kind: 'api' | 'page';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  status?: number;
  headers?: Record<string, string>;
  session?: 'trader';
}

/** An API target from a call definition and its input. */
function call<D extends CallDefinition>(name: string, definition: D, ...args: CallArgs<D>): BenchTarget {
  const body = (args[0] as { body?: unknown } | undefined)?.body;
  return { name, kind: 'api', method: definition.method, path: hrefOf(definition, ...args), ...(body === undefined ? {} : { body }) };
}

/**
 * What some targets take from the seeded data, since the demo's Reg.Nos and names change with its scale: an active
 * meat plant of Brazil (for the detail targets) and a word of plant names that many plants share (a keyword search
 * that must stay index-driven as its matches grow with the data).
 */
export interface BenchPicks {
  plant: { accessType: '201'; countryCode: string; plantNo: string };
  /** The commonest word among the picked country's first plants' names, with how many plants of any country it finds. */
  keyword: { word: string; matches: number };
}

/** Stand-ins for the picks, to list the targets' names and paths before any data exists (--only). */
export const EXAMPLE_PICKS: BenchPicks = {
  plant: { accessType: '201', countryCode: 'BR', plantNo: 'SIF 118' },
  keyword: { word: 'frigorífico', matches: 0 },
};

type PostJson = (path: string, body: unknown) => Promise<{ data?: { list?: { plantNo: string; plantName: string }[]; total?: number } }>;

/**
 * Picks from the seeded data through the plant list call: the first active Brazilian meat plant, and among the words
 * of four letters or more in the names of Brazil's first 50 active meat plants, the one that finds the most plants.
 */
export async function pickFromData(post: PostJson): Promise<BenchPicks> {
  const path = pathOf(marketCalls.plants);
  const first = await post(path, { page: 1, limit: 50, accessType: '201', countryCode: 'BR', status: 1 });
  const rows = first.data?.list ?? [];
  if (!rows[0]) throw new Error('the seeded data has no active meat plant in Brazil to measure');
  const words = new Set(rows.flatMap((r) => r.plantName.toLowerCase().split(/[^\p{L}]+/u)).filter((w) => w.length >= 4));
  let keyword = { word: '', matches: -1 };
  for (const word of [...words].sort()) {
    const found = await post(path, { page: 1, limit: 1, accessType: '201', plantNo: word });
    const matches = found.data?.total ?? 0;
    if (matches > keyword.matches) keyword = { word, matches };
  }
  return { plant: { accessType: '201', countryCode: 'BR', plantNo: rows[0].plantNo }, keyword };
}

/** Every target, some of them with what was picked from the data of the scale measured. */
export const targetsFor = ({ plant, keyword }: BenchPicks): BenchTarget[] => [
  call('site-info detail', siteCalls.info),
  call('friendly links page', siteCalls.links, { params: { page: 1, limit: 10 }, body: {} }),
  call('country list', siteCalls.countries, { query: { lang: 'en_us' } }),
  call('dictionary select-list', siteCalls.dictionary, { query: { dicCode: 'goods_type' } }),
  call('agreements of the app', siteCalls.agreements),
  // Market (docs/market.md): the plant search must stay index-backed as plants grow tenfold.
  call('market: plant search (keyword + country + status)', marketCalls.plants, {
    body: { page: 1, limit: 10, accessType: '201', countryCode: 'BR', status: 1, plantNo: 'kingfisher' },
  }),
  // A word many plant names share: the trigram index finds thousands of rows, of which the page shows the first 10.
  call('market: plant search (common word, all countries)', marketCalls.plants, {
    body: { page: 1, limit: 10, accessType: '201', plantNo: keyword.word },
  }),
  call('market: plant search (common word + country + status)', marketCalls.plants, {
    body: { page: 1, limit: 10, accessType: '201', countryCode: plant.countryCode, status: 1, plantNo: keyword.word },
  }),
  call('market: plant list (meat, page 1)', marketCalls.plants, { body: { accessType: '201' } }),
  call('market: plant Reg.No. prefix (2 characters)', marketCalls.plants, { body: { accessType: '202', plantNo: 'DL' } }),
  call('market: company list (15)', marketCalls.companies, { body: { page: 1, limit: 15, accessType: '201' } }),
  call('market: company search', marketCalls.companies, { body: { accessType: '202', area: 'NO', plantName: 'fjord' } }),
  call('market: plant detail', marketCalls.plant, { body: plant }),
  call('market: product search', marketCalls.products, { body: { accessType: '202', goodsName: 'shrimp' } }),
  call('market: suspended list', marketCalls.suspended, { body: { accessType: '201' } }),
  // News (docs/news.md): a list page, and a keyword ranked by the English full text (GIN) with a Chinese substring.
  call('news: market news list (10)', newsCalls.marketNews, { params: { page: 1, limit: 10 }, body: { lang: 'en_us', newsSource: 8080 } }),
  call('news: market news keyword search', newsCalls.marketNews, {
    params: { page: 1, limit: 10 },
    body: { lang: 'en_us', newsSource: 8080, keywords: 'beef prices Tianjin' },
  }),
  call('news: factory news detail', newsCalls.factoryNewsDetail, { query: { id: 400 } }),
  // Data (docs/data.md): a yearly ranking (aggregated over the monthly customs rows), a market price day, a year of futures bars.
  call('data: import value ranking (11)', dataCalls.yearlyPage, {
    params: { page: 1, limit: 11 },
    body: { productType: 'PIG', dataType: 'PRICE' },
  }),
  call('data: market prices of a day', dataCalls.quotePageAll, { body: { parentProductName: 'Seafood', limit: 10 } }),
  call('data: futures tendency (250 days)', dataCalls.futuresTendency, { body: { securityCode: 'LH' } }),
  { name: 'page: data', kind: 'page', method: 'GET', path: '/data' },
  { name: 'page: market plant list', kind: 'page', method: 'GET', path: '/market/plant?countryCode=BR&status=1&keywords=kingfisher' },
  {
    name: 'page: market plant detail',
    kind: 'page',
    method: 'GET',
    path: `/market/plant/detail?${new URLSearchParams(plant).toString()}`,
  },
  { name: 'page: market company list', kind: 'page', method: 'GET', path: '/market/company' },
  { name: 'page: market news list', kind: 'page', method: 'GET', path: '/news/market-news' },
  { name: 'page: market news detail', kind: 'page', method: 'GET', path: '/news/market-news/detail?id=12' },
  // Knowledge base (docs/knowledge.md): the list, a category with its sub-categories, the title search.
  call('knowledge: pageKnowledge (all, page 1)', knowledgeCalls.page, {
    params: { page: 1, limit: 10 },
    body: { contentType: 'KNOWLEDGE', contentDisplay: 'DISPLAY' },
  }),
  call('knowledge: pageKnowledge (title search)', knowledgeCalls.page, {
    params: { page: 1, limit: 10 },
    body: { contentType: 'KNOWLEDGE', contentDisplay: 'DISPLAY', articleTitle: 'labels' },
  }),
  call('knowledge: category tree', knowledgeCalls.categories),
  { name: 'page: knowledge base', kind: 'page', method: 'GET', path: '/knowledgeBase' },
  { name: 'page: knowledge base (hot)', kind: 'page', method: 'GET', path: '/knowledgeBase?categoryId=-3' },
  call('community: leads list (supply, page 1)', leadCalls.page, { params: { page: 1, limit: 10 }, body: { type: 1, checkStatus: 2 } }),
  call('community: leads search', leadCalls.page, { params: { page: 1, limit: 10 }, body: { type: 1, searchKey: 'pork' } }),
  call('community: topic list (page 1)', topicCalls.page, { params: { page: 1, limit: 10 }, body: { checkStatus: 2 } }),
  { name: 'page: leads board', kind: 'page', method: 'GET', path: '/community?type=1' },
  { name: 'page: topic list', kind: 'page', method: 'GET', path: '/exchange' },
  // A demo topic's code is fixed (seed/community.ts); its detail reads the topic, related topics and comments.
  { name: 'page: topic detail', kind: 'page', method: 'GET', path: '/exchange/detail?code=demo-topic-0006' },
  // Enquiries (docs/community.md): a trader's conversation list and the header's unread count, among 10,000 conversations.
  { ...call('enquiries: conversation list (page 1)', enquiryCalls.conversations, { query: { page: 1, limit: 10 } }), session: 'trader' },
  { ...call('enquiries: unread count (countNew)', enquiryCalls.countNew), session: 'trader' },
  { name: 'page: home', kind: 'page', method: 'GET', path: '/' },
  { name: 'page: not found', kind: 'page', method: 'GET', path: '/this-page-does-not-exist', status: 404 },
];

/** Where the bench trader signs in (bench/lib/conversations.mjs), before the signed-in targets. */
export const SIGN_IN_PATH = pathOf(accountsCalls.login);

/** Sent with every request, the baseline's too: what a browser sends, so responses are compressed as in real use. */
export const COMMON_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'cmsp-bench' };

export const KIND_HEADERS = {
  api: { accept: 'application/json' },
  page: { accept: 'text/html,application/xhtml+xml' },
};
