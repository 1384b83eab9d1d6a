import { dataCalls } from '../../../contracts/data/calls';
import { DATA_PAGE_SIZE } from '../../../contracts/data/codes';
import type { Lang } from '../../../contracts/core/codes';
import type { Api } from '../../lib/api';
import type { DataParams } from './params';

/**
 * The /data page's calls (§7 'Data', paging 1/11 and first rows), all at once where they do not depend on each other.
 * `lang` (langFilter) names countries and categories in the page's language.
 */
export async function loadDataPage(api: Api, p: DataParams, lang: { lang?: Lang } = {}) {
  const productType = p.type;
  const [productTypes, futures, indexes, valueRanking, volumeRanking, statistic, yearly, monthly, unapproved, meatPrices, quotes] =
    await Promise.all([
      api.call(dataCalls.productTypes),
      api.call(dataCalls.futuresLatest, { body: {} }),
      api.call(dataCalls.indexLatest, { body: {} }),
      api.call(dataCalls.yearlyPage, { params: { page: 1, limit: DATA_PAGE_SIZE.ranking }, body: { ...lang, productType, dataType: 'PRICE', yearName: p.year } }),
      api.call(dataCalls.yearlyPage, { params: { page: 1, limit: DATA_PAGE_SIZE.ranking }, body: { ...lang, productType, dataType: 'VOLUME', yearName: p.year } }),
      api.call(dataCalls.statisticYearly, { body: { ...lang, productType, dataType: p.chart, yearName: p.year } }),
      api.call(dataCalls.trendYearly, { body: { ...lang, productType, dataType: p.chart } }),
      api.call(dataCalls.trendMonthly, { body: { productType, dataType: p.chart } }),
      api.call(dataCalls.unapproved, { params: { page: 1, limit: DATA_PAGE_SIZE.unapproved }, body: { ...lang, productType } }),
      api.call(dataCalls.cashPrice, { body: { ...lang, getLastDate: true, noEntryGoodsTypeCode: productType, page: 1, limit: DATA_PAGE_SIZE.meatPrice } }),
      api.call(dataCalls.quotePageAll, { body: { page: 1, limit: DATA_PAGE_SIZE.quotes, parentProductName: p.category } }),
    ]);
  const futureCode = futures.list.find((f) => f.securityCode === p.future)?.securityCode ?? futures.list[0]?.securityCode;
  const indexCode = indexes.list.find((f) => f.securityCode === p.index)?.securityCode ?? indexes.list[0]?.securityCode;
  const [futureTendency, indexTendency] = await Promise.all([
    futureCode ? api.call(dataCalls.futuresTendency, { body: { securityCode: futureCode } }) : null,
    indexCode ? api.call(dataCalls.indexTendency, { body: { securityCode: indexCode } }) : null,
  ]);
  return { params: p, lang, productTypes, futures, indexes, futureTendency, indexTendency, valueRanking, volumeRanking, statistic, yearly, monthly, unapproved, meatPrices, quotes };
}
export type DataPageData = Awaited<ReturnType<typeof loadDataPage>>;
