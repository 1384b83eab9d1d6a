import type { Lang } from '../../../contracts/core/codes';
import { leadCalls } from '../../../contracts/leads/calls';
import { HOMEPAGE_LEADS_PER_TYPE } from '../../../contracts/leads/codes';
import { marketCalls } from '../../../contracts/market/calls';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE } from '../../../contracts/news/codes';
import { siteCalls } from '../../../contracts/site/calls';
import type { Api } from '../../lib/api';
import { orEmpty } from '../../lib/loaders';

/** GACC updates asked for, and shown, on the home page (§9: requested 5, shown 4). */
export const HOME_CUSTOMS_UPDATES = { requested: 5, shown: 4 } as const;
export const HOME_RECOMMENDED = 8;

/** A list answer with nothing in it, for a widget whose call failed: the page stands and the widget says so. */
const orNone = async <T>(load: () => Promise<T[]>): Promise<T[]> => (await orEmpty(async () => ({ list: await load(), total: 0 }))).list;

/** Everything the home page's widgets show, in one round of calls made side by side, in the page's `lang`. */
export async function loadHomeWidgets(api: Api, lang: Lang) {
  const [notice, rolling, marketNews, customsUpdates, factoryNews, recommended, leads, regions] = await Promise.all([
    orEmpty(() => api.call(siteCalls.noticeConfig)),
    orNone(() => api.call(newsCalls.rollMessage, { body: { lang } })),
    orEmpty(() =>
      api.call(newsCalls.marketNews, { params: { page: 1, limit: NEWS_PAGE_SIZE.marketNews }, body: { lang, newsSource: 8080 } }),
    ),
    orEmpty(() => api.call(newsCalls.customsUpdates, { body: { lang, limit: HOME_CUSTOMS_UPDATES.requested } })),
    orEmpty(() => api.call(newsCalls.factoryNews, { body: { lang, newsSource: 164, limit: NEWS_PAGE_SIZE.factoryNews } })),
    orEmpty(() => api.call(marketCalls.promotedCompanies, { body: { lang, size: HOME_RECOMMENDED } })),
    // The B2B block's one source: the catalogue's supply/demand homepage call.
    api.call(leadCalls.homepage, { query: { size: HOMEPAGE_LEADS_PER_TYPE } }).catch(() => ({ supply: [], demand: [] })),
    // The posts' origins are named in the reader's language, as the board names them (issue 27).
    orEmpty(() => api.call(siteCalls.countries, { query: { lang } })),
  ]);
  const origins = new Set([...leads.supply, ...leads.demand].map((l) => l.originCountry).filter(Boolean));
  const countryNames = Object.fromEntries(
    regions.list.flatMap((r) => r.countries.filter((c) => origins.has(c.code)).map((c) => [c.code, c.countryName] as const)),
  );
  const noticeValue = (code: string) => notice.list.find((n) => n.code === code)?.value.trim() ?? '';
  return {
    notice: { text: noticeValue('ROLL_MESSAGE'), link: noticeValue('REDIRECT_URL') },
    rolling,
    marketNews: marketNews.list,
    customsUpdates: customsUpdates.list.slice(0, HOME_CUSTOMS_UPDATES.shown),
    factoryNews: factoryNews.list,
    recommended: recommended.list.slice(0, HOME_RECOMMENDED),
    leads: { ...leads, countryNames },
  };
}

export type HomeWidgets = Awaited<ReturnType<typeof loadHomeWidgets>>;

/** The newest of a widget's dates (YYYY-MM-DD or ISO), which is the widget's as-of date. */
export const latestOf = (dates: readonly string[]): string | undefined =>
  dates.length === 0 ? undefined : dates.reduce((a, b) => (b > a ? b : a)).slice(0, 10);
