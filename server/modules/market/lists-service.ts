import { ACCESS_GOODS_NONE, MARKET_MSG } from '../../../contracts/market/codes';
import { RSP_OK, type Lang } from '../../../contracts/core/codes';
import type { Page } from '../../../contracts/core/envelope';
import type {
  AnimalDiseaseRow,
  ConsigneeRow,
  CustomsPort,
  FactoryStatus,
  ProductDetail,
  ProductRow,
} from '../../../contracts/market/models';
import type { Db } from '../../db/client';
import { createTtlCache, REFERENCE_TTL_MS } from '../../platform/cache';
import { fieldRefusal, notFound } from '../../platform/envelope';
import * as lists from './queries/lists';
import * as products from './queries/products';
import { isShortKeyword } from './queries/search';
import { tradeTerms } from './names';
import { nameInLang } from '../../../contracts/core/languages';
import { WHOLE_COUNTRY } from './diseases';
import { translator } from '../../../contracts/core/i18n';
import { languageOfLang } from '../../../contracts/core/languages';
import { marketDataMessages } from '../../../contracts/market/messages';
import { createTotals, type Totals } from './totals';
import { isoDate } from '../../../contracts/core/dates';
import type { Language } from '../../../contracts/core/languages';
import type { CsvList } from '../../../contracts/market/inputs';
import { isDemoDataset } from '../../db/dataset';
import { sourceOf, wordingIn } from './eligibility/judge';
import * as freshness from './queries/freshness';
import { synonymsOf } from '../../shared/search';

export const PRODUCT_NOT_FOUND = MARKET_MSG.productNotFound;
/** Product detail pages show this many plant cards per page (the factory list call pages further). */
export const PRODUCT_DETAIL_PLANTS = 20;

export interface ProductListQuery {
  page: number;
  limit: number;
  lang?: Lang;
  accessType: string;
  countryCode?: string;
  countryCodeList?: string[];
  goodsName?: string;
  goodsType?: string;
}

/** Products, disease bans and consignees: the market lists that are not about one plant. */
export function createMarketListsService(db: Db, totals: Totals = createTotals()) {
  const cache = createTtlCache<unknown>(REFERENCE_TTL_MS);
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>;
  const goodsTypeNames = () =>
    cached('goods-type-names', async () => new Map((await products.listGoodsTypes(db)).map((g) => [g.dicDetailCode, g] as const)));
  const goodsTypeName = async (code: string, lang?: Lang) => {
    const g = (await goodsTypeNames()).get(code);
    return g ? nameInLang(lang, g.dicDetailEnName, g.dicDetailName) : code;
  };

  async function factoryPage(productId: number, page: number, limit: number, lang?: Lang): Promise<Page<FactoryStatus>> {
    const { rows, total } = await products.pageProductPlants(db, productId, page, limit);
    const list = rows.map(({ plantNameZh, ...r }) => ({
      ...r,
      plantName: nameInLang(lang, r.plantName, plantNameZh),
      way: tradeTerms(lang, r.way),
    }));
    return { list, total };
  }

  return {
    async productList(q: ProductListQuery): Promise<Page<ProductRow>> {
      const countryCodes = [...new Set([...(q.countryCodeList ?? []), ...(q.countryCode ? [q.countryCode] : [])])];
      const keyword = q.goodsName || undefined;
      const synonyms = await synonymsOf(db, keyword);
      const filter = { accessType: q.accessType, countryCodes, keyword, synonyms, goodsType: q.goodsType || undefined };
      const { rows, total } = await totals.page('products', filter, products.pageProducts(db, filter, q.page, q.limit), () =>
        products.countProducts(db, filter),
      );
      const list = await Promise.all(
        rows.map(async ({ id: _id, countryNameZh, ...r }) => ({
          ...r,
          enCountryName: nameInLang(q.lang, r.enCountryName, countryNameZh),
          categoryName: tradeTerms(q.lang, r.categoryName),
          goodsTypeName: await goodsTypeName(r.goodsType, q.lang),
        })),
      );
      return { list, total };
    },

    async productDetail(q: { accessType: string; countryCode: string; goodsCode: string; lang?: Lang }): Promise<ProductDetail> {
      const row = await products.findProduct(db, q.accessType, q.countryCode, q.goodsCode);
      if (!row) throw notFound(PRODUCT_NOT_FOUND);
      const { id, countryNameZh, ...rest } = row;
      const factories = await factoryPage(id, 1, PRODUCT_DETAIL_PLANTS, q.lang);
      return {
        ...rest,
        enCountryName: nameInLang(q.lang, rest.enCountryName, countryNameZh),
        categoryName: tradeTerms(q.lang, rest.categoryName),
        goodsTypeName: await goodsTypeName(rest.goodsType, q.lang),
        factoryStatusList: factories.list,
        factoryTotal: factories.total,
      };
    },

    async productFactories(q: { accessType: string; countryCode: string; goodsCode: string; page: number; limit: number; lang?: Lang }) {
      const row = await products.findProduct(db, q.accessType, q.countryCode, q.goodsCode);
      if (!row) throw notFound(PRODUCT_NOT_FOUND);
      return factoryPage(row.id, q.page, q.limit, q.lang);
    },

    /** '200' when the country has products open for this access type, '500' when none (§7). */
    async accessGoods(accessType: string, countryCode: string): Promise<string> {
      return (await products.hasAccessProducts(db, accessType, countryCode)) ? RSP_OK : ACCESS_GOODS_NONE;
    },

    async animalDiseaseList(q: {
      page: number;
      limit: number;
      queryWord?: string;
      countryCodeList?: string[];
      accessType?: string;
      lang?: Lang;
    }): Promise<Page<AnimalDiseaseRow>> {
      if (q.queryWord && isShortKeyword(q.queryWord)) {
        throw fieldRefusal('queryWord', MARKET_MSG.keywordTooShort);
      }
      const filter = { countryCodes: q.countryCodeList ?? [], accessType: q.accessType, keyword: q.queryWord || undefined };
      const { rows, total } = await totals.page('diseases', filter, lists.pageAnimalDiseases(db, filter, q.page, q.limit), () =>
        lists.countAnimalDiseases(db, filter),
      );
      // A ban on a whole country is stored under one English area name; regions keep the name the notice gives.
      const wholeCountry = translator(languageOfLang(q.lang), marketDataMessages)('wholeCountry');
      const list = rows.map(({ countryNameZh, ...r }) => ({
        ...r,
        countryName: nameInLang(q.lang, r.countryName, countryNameZh),
        areaName: r.areaName === WHOLE_COUNTRY ? wholeCountry : r.areaName,
        banDate: isoDate(r.banDate),
      }));
      return { list, total };
    },

    plagueCountries(lang?: Lang) {
      return cached(`plague-countries-${lang === 'zh_cn' ? 'zh' : 'en'}`, async () => {
        const list = (await lists.listPlagueCountries(db)).map(({ countryCode, countryName, countryNameZh }) => ({
          countryCode,
          countryName: nameInLang(lang, countryName, countryNameZh),
        }));
        return { list, total: list.length };
      });
    },

    customsPorts(): Promise<Page<CustomsPort>> {
      return cached('customs-ports', async () => {
        const list = await lists.listCustomsPorts(db);
        return { list, total: list.length };
      });
    },

    async consigneeList(q: { page: number; limit: number; customCode?: string; queryWord?: string }): Promise<Page<ConsigneeRow>> {
      const filter = { customCode: q.customCode || undefined, keyword: q.queryWord || undefined };
      const { rows, total } = await totals.page('consignees', filter, lists.pageConsignees(db, filter, q.page, q.limit), () =>
        lists.countConsignees(db, filter),
      );
      return { list: rows, total };
    },

    /**
     * Where a list's rows come from and how recent they are, for its downloads: the plants' histories (an imported
     * list by file name, an administrator, the demo) for the lists of plants, the GACC ban list for the bans; the
     * consignee list has no dates.
     */
    async sourceOfList(list: CsvList, accessType: string, language: Language): Promise<{ source: string; asOf: string | null }> {
      const say = wordingIn(language);
      if (list === 'animalDisease') return { source: say.t('eligibility.source.bans'), asOf: await freshness.latestBanDate(db) };
      if (list === 'consigneeList') {
        return { source: say.t((await isDemoDataset(db)) ? 'eligibility.source.demo' : 'eligibility.source.marketData'), asOf: null };
      }
      const sources = await freshness.plantSources(db, accessType);
      const names = sources.map(
        (s) => sourceOf({ recordType: '', goodsType: null, source: s.source, sourceFile: s.sourceFile, sourceDate: s.asOf }, say).source,
      );
      return { source: [...new Set(names)].join(', ') || say.t('eligibility.source.marketData'), asOf: sources[0]?.asOf ?? null };
    },
  };
}

export type MarketListsService = ReturnType<typeof createMarketListsService>;
