// The public routes of the specification, one list for the e2e walks (routes.ts) and the Lighthouse bench
// (scripts/lighthouse.mjs, run through tsx): plain fetch against a running portal, no test runner needed.

/** The first link of a page that `link` matches (its first group), as a path with its query: a page of real data. */
export async function firstLink(base: string, listPath: string, link: RegExp, cookie?: string): Promise<string> {
  const res = await fetch(base + listPath, { headers: cookie ? { cookie } : {} });
  const match = link.exec(await res.text());
  if (!match) throw new Error(`${listPath} has no link like ${link}`);
  return match[1]!.replaceAll('&amp;', '&');
}

/** A known demo plant (server/db/seed/companies.ts makes its company the demo's verified supplier). */
const KNOWN_PLANT = '/market/plant/detail?accessType=201&plantNo=SIF+118&countryCode=BR';

/**
 * An eligibility answer: the known plant and a product it is registered for, every reason with its source (the values
 * a reason quotes from the data, such as the registration number in a Chinese sentence, are shown as data).
 */
const ELIGIBILITY_ANSWER = '/market/eligibility?accessType=201&plantNo=SIF+118&countryCode=BR&goodsType=BEEF';

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
  ELIGIBILITY_ANSWER,
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

/**
 * Every public route a visitor reaches, with the detail pages of real demo data (the first item their lists link
 * to) and the two post forms as a visitor sees them.
 */
export async function publicRoutes(base: string): Promise<string[]> {
  const details = await Promise.all([
    firstLink(base, '/market/company', /href="(\/market\/company\/detail\?[^"]+)"/),
    firstLink(base, '/market/product', /href="(\/market\/product\/detail\?[^"]+)"/),
    firstLink(base, '/news/market-news', /href="(\/news\/market-news\/detail\?[^"]+)"/),
    firstLink(base, '/news/factory-news', /href="(\/news\/factory-news\/detail\?[^"]+)"/),
    firstLink(base, '/news/supervision', /href="(\/news\/supervision\/detail\?[^"]+)"/),
    firstLink(base, '/exchange', /href="(\/exchange\/detail\?[^"]+)"/),
    firstLink(base, '/knowledgeBase', /href="\/knowledgeBase\?(?:[^"]*&amp;)?id=(\d+)/),
  ]);
  // The article list links to ?id= (the article in place of the list); /knowledgeBase/{id} is its own address too.
  details.push(`/knowledgeBase/${details.pop()!}`);
  // The demo's verified supplier is the company of the known plant BR SIF 118 (server/db/seed/companies.ts): its
  // company page links to the public page of what was verified.
  const knownCompany = await firstLink(base, KNOWN_PLANT, /href="(\/market\/company\/detail\?[^"]+)"/);
  details.push(await firstLink(base, knownCompany, /href="(\/verified\/\d+)"/));
  return [...PUBLIC, ...details, '/community/release', '/exchange/exchangeForm'];
}
