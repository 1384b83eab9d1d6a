import { dataCalls } from '../../../contracts/data/calls';
import { languageOfLang } from '../../../contracts/core/languages';
import { PRODUCT_TYPES, QUOTE_CATEGORIES, QUOTE_CATEGORY_NAMES } from '../../../contracts/data/codes';
import { sourceName } from '../../../contracts/data/format';
import type { CallRegistrar } from '../../platform/calls';
import { sendDownload } from '../../shared/downloads/index';
import { DATA_DOWNLOAD_MAX_ROWS, dataDownloadOf } from './downloads';
import type { Markets } from './markets-service';
import type { Statistics } from './statistics-service';
import { requestLanguage } from '../../platform/language';

/** §7 'Data': every visitor's calls, and the downloads of each table. */
export function dataRoutes(http: CallRegistrar, statistics: Statistics, markets: Markets) {
  const c = dataCalls;
  http.handle(c.yearlyPage, ({ params, body }) => statistics.ranking({ ...body, page: params.page, limit: params.limit }));
  http.handle(c.statisticYearly, ({ body }) => statistics.statisticYearly(body));
  http.handle(c.trendYearly, ({ body }) => statistics.trendYearly(body));
  http.handle(c.trendMonthly, ({ body }) => statistics.trendMonthly(body));
  http.handle(c.unapproved, ({ params, body }) => markets.unapproved({ ...body, page: params.page, limit: params.limit }));
  http.handle(c.cashPrice, ({ body }) => markets.meatPrices(body));
  http.handle(c.productTypes, async () => PRODUCT_TYPES.map((p) => ({ ...p })));
  http.handle(c.quotePageAll, ({ body }) => markets.quotes(body));
  // The home page's price blocks and the futures' goods are the same rows as quote/pageAll and futures/latest/list.
  http.handle(c.todayQuotes, async ({ body }) => ({
    list: await Promise.all(
      QUOTE_CATEGORIES.map(async (category) => ({ category, page: await markets.quotes({ page: 1, limit: body.limit, parentProductName: category, productName: undefined }) })),
    ),
  }));
  http.handle(c.quoteCategories, async () => ({ list: QUOTE_CATEGORIES.map((category) => ({ category, ...QUOTE_CATEGORY_NAMES[category] })) }));
  http.handle(c.futureGoods, () => markets.latest('FUTURE'));
  http.handle(c.futuresLatest, () => markets.latest('FUTURE'));
  http.handle(c.futuresTendency, ({ body }) => markets.tendency('FUTURE', body.securityCode, body.days));
  http.handle(c.indexLatest, () => markets.latest('INDEX'));
  http.handle(c.indexTendency, ({ body }) => markets.tendency('INDEX', body.securityCode, body.days));
  http.handle(c.download, async ({ params, query }, { reply }) => {
    // The page names its language in lang; a client that does not, gets the request's.
    const language = query.lang ? languageOfLang(query.lang) : requestLanguage(reply.request);
    const table = await dataDownloadOf(params.table, query, statistics, markets, language);
    return sendDownload(reply, table.source, {
      fileName: table.fileName,
      format: query.format,
      maxRows: DATA_DOWNLOAD_MAX_ROWS,
      language,
      // Read once the first page is in, which gives the table's source and as-of date.
      about: () => {
        const fresh = table.freshness();
        return { title: table.title, source: fresh ? sourceName(fresh.source, language) : '', asOf: fresh?.asOf ?? null, late: fresh?.late ?? false, filters: table.filters };
      },
    });
  });
}
