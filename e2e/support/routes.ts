import { DEMO_INVITATION_TOKEN } from '../../server/db/seed/teams';
import { baseURL } from './browser';

/** Who must be signed in to see a route: a visitor, a registered user or the administrator. */
export type Audience = 'visitor' | 'user' | 'admin';

export interface RouteVisit {
  /** The page's address, language-free (the walk puts /zh in front for Chinese). */
  path: string;
  audience: Audience;
}

/** The first link of a list page that `link` matches (its first group), as a path with its query: a page of real data. */
async function firstLink(listPath: string, link: RegExp, cookie?: string): Promise<string> {
  const res = await fetch(baseURL() + listPath, { headers: cookie ? { cookie } : {} });
  const match = link.exec(await res.text());
  if (!match) throw new Error(`${listPath} has no link like ${link}`);
  return match[1]!.replaceAll('&amp;', '&');
}

/** A known demo plant (server/db/seed/companies.ts makes its company the demo's verified supplier). */
const KNOWN_PLANT = '/market/plant/detail?accessType=201&plantNo=SIF+118&countryCode=BR';

const PUBLIC = [
  '/',
  '/ourService',
  '/market/company',
  '/market/plant',
  KNOWN_PLANT,
  '/market/product',
  '/market/suspended',
  '/market/animalDisease',
  '/market/consigneeList',
  '/market/eligibility',
  '/market/check',
  '/market/check?countryCode=BR&plantNo=SIF+118&bankAccount=GB29-NWBK-6016-1331-9268-19',
  '/market/unqualified/BR',
  '/data/landed-cost',
  '/data/tariffs',
  '/data/exchange-rates',
  '/news',
  '/news/market-news',
  '/news/factory-news',
  '/news/supervision',
  '/data',
  '/data/custom-enter',
  '/data/meat-price',
  '/data/price-detail',
  '/data/volume-detail',
  '/data/quotes-detail',
  '/community',
  '/exchange',
  '/knowledgeBase',
  '/feedback',
  '/login',
  '/register',
  '/404',
];

const ACCOUNT = [
  '',
  '/mySupplyPost',
  '/myBuyPost',
  '/myPost',
  '/myExchange',
  '/myFavorites',
  '/personInfo',
  '/changePsd',
  '/mySubscriptions',
  '/notifications',
  '/messages',
  '/verification',
  '/team',
  // The demo's open invitation (server/db/seed/teams.ts): its page, as another account than the invited one sees it.
  `/team/accept?token=${DEMO_INVITATION_TOKEN}`,
];

const ADMIN = [
  '',
  '/users',
  '/settings',
  '/comments',
  '/moderation',
  '/moderation/conversations',
  '/audit',
  '/knowledge',
  '/knowledge/categories',
  '/knowledge/new',
  '/news',
  '/banners',
  '/feedback',
  '/plants',
  '/imports',
  '/tracking',
  '/jobs',
  '/verification',
  '/bank-accounts',
];

/**
 * Every route of the specification and the admin shell, with the detail pages of real demo data (the first item
 * their lists link to). The language walk, and the accessibility and overflow checks, visit them all.
 */
export async function everyRoute(adminCookie: string): Promise<RouteVisit[]> {
  const details = await Promise.all([
    firstLink('/market/company', /href="(\/market\/company\/detail\?[^"]+)"/),
    firstLink('/market/product', /href="(\/market\/product\/detail\?[^"]+)"/),
    firstLink('/news/market-news', /href="(\/news\/market-news\/detail\?[^"]+)"/),
    firstLink('/news/factory-news', /href="(\/news\/factory-news\/detail\?[^"]+)"/),
    firstLink('/news/supervision', /href="(\/news\/supervision\/detail\?[^"]+)"/),
    firstLink('/exchange', /href="(\/exchange\/detail\?[^"]+)"/),
    firstLink('/knowledgeBase', /href="\/knowledgeBase\?(?:[^"]*&amp;)?id=(\d+)/),
  ]);
  // The article list links to ?id= (the article in place of the list); /knowledgeBase/{id} is its own address too.
  details.push(`/knowledgeBase/${details.pop()!}`);
  // The demo's verified supplier is the company of the known plant BR SIF 118 (server/db/seed/companies.ts): its
  // company page links to the public page of what was verified.
  const knownCompany = await firstLink(KNOWN_PLANT, /href="(\/market\/company\/detail\?[^"]+)"/);
  details.push(await firstLink(knownCompany, /href="(\/verified\/\d+)"/));
  const adminDetails = await Promise.all([
    firstLink('/admin/users', /href="(\/admin\/users\/\d+)"/, adminCookie),
    firstLink('/admin/knowledge', /href="(\/admin\/knowledge\/\d+)"/, adminCookie),
    firstLink('/admin/news', /href="(\/admin\/news\/[a-z-]+\/\d+)"/, adminCookie),
  ]);
  return [
    ...[...PUBLIC, ...details, '/community/release', '/exchange/exchangeForm'].map((path) => ({ path, audience: 'visitor' as const })),
    ...ACCOUNT.map((path) => ({ path: `/account${path}`, audience: 'user' as const })),
    ...[...ADMIN.map((path) => `/admin${path}`), ...adminDetails].map((path) => ({
      path,
      audience: 'admin' as const,
    })),
  ];
}
