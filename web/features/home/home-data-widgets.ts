import { dataCalls } from '../../../contracts/data/calls';
import { DATA_PAGE_SIZE, DEFAULT_PRODUCT_TYPE, TENDENCY_DAYS, TODAY_QUOTES_ROWS } from '../../../contracts/data/codes';
import type { Lang } from '../../../contracts/core/codes';
import type { Api } from '../../lib/api';

/** Rows of each price table on the home page. */
export const HOME_PRICE_ROWS = TODAY_QUOTES_ROWS.default;

/** Which securities the home page's panel shows, and which one's chart: from the query (?securities=index&index=…). */
export interface HomeSecurityParams {
  securities: 'futures' | 'index';
  future?: string;
  index?: string;
}

export function homeSecurityParams(url: URL): HomeSecurityParams {
  const q = url.searchParams;
  return {
    securities: q.get('securities') === 'index' ? 'index' : 'futures',
    future: q.get('future') ?? undefined,
    index: q.get('index') ?? undefined,
  };
}

/** The query of a home page link that changes the panel; the default (futures, first row) leaves it out. */
export function homeSecurityHref(p: HomeSecurityParams): string {
  const q = new URLSearchParams();
  if (p.securities === 'index') q.set('securities', 'index');
  if (p.future) q.set('future', p.future);
  if (p.index) q.set('index', p.index);
  const text = q.toString();
  return text ? `/?${text}#home-securities` : '/#home-securities';
}

/**
 * The data widgets: the futures or index panel with the selected security's bars, the three price tables, and the
 * yearly import value table by country of origin (pork, the default product type, in the latest year with data).
 * `filter` asks for the countries' names in the page's language (`langFilter`).
 */
export async function loadHomeDataWidgets(api: Api, p: HomeSecurityParams, filter: { lang?: Lang } = {}) {
  const isIndex = p.securities === 'index';
  const [latest, ranking, today] = await Promise.all([
    api.call(isIndex ? dataCalls.indexLatest : dataCalls.futuresLatest, { body: {} }),
    api.call(dataCalls.yearlyPage, {
      params: { page: 1, limit: DATA_PAGE_SIZE.ranking },
      body: { productType: DEFAULT_PRODUCT_TYPE, dataType: 'PRICE', ...filter },
    }),
    // The price blocks: each category's latest day, from the Data area's quotes (homepage/todayQuotes).
    api.call(dataCalls.todayQuotes, { body: { limit: HOME_PRICE_ROWS } }),
  ]);
  const wanted = isIndex ? p.index : p.future;
  const code = latest.list.find((s) => s.securityCode === wanted)?.securityCode ?? latest.list[0]?.securityCode;
  const tendency = code
    ? await api.call(isIndex ? dataCalls.indexTendency : dataCalls.futuresTendency, {
        body: { securityCode: code, days: TENDENCY_DAYS.home },
      })
    : null;
  return {
    securities: { params: p, latest, tendency },
    prices: today.list,
    ranking,
  };
}

export type HomeDataWidgets = Awaited<ReturnType<typeof loadHomeDataWidgets>>;
