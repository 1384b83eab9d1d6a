import { ACCESS_GOODS_NONE, KEYWORD_TRIGRAM_MIN } from '../../../contracts/market/codes';
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
import { badRequest, notFound } from '../../platform/envelope';
import * as lists from './queries/lists';
import * as products from './queries/products';
import { isShortKeyword } from './queries/search';
import { named } from './service';
import { createTotals, type Totals } from './totals';
import { isoDate } from '../../../contracts/core/dates';

export const PRODUCT_NOT_FOUND = 'No product has this code in this country and access type';
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
    return g ? named(lang, g.dicDetailEnName, g.dicDetailName) : code;
  };

  async function factoryPage(productId: number, page: number, limit: number): Promise<Page<FactoryStatus>> {
    const { rows, total } = await products.pageProductPlants(db, productId, page, limit);
    return { list: rows, total };
  }

  return {
    async productList(q: ProductListQuery): Promise<Page<ProductRow>> {
      const countryCodes = [...new Set([...(q.countryCodeList ?? []), ...(q.countryCode ? [q.countryCode] : [])])];
      const filter = { accessType: q.accessType, countryCodes, keyword: q.goodsName || undefined, goodsType: q.goodsType || undefined };
      const { rows, total } = await totals.page('products', filter, products.pageProducts(db, filter, q.page, q.limit), () =>
        products.countProducts(db, filter),
      );
      const list = await Promise.all(
        rows.map(async ({ id: _id, countryNameZh, ...r }) => ({
          ...r,
          enCountryName: named(q.lang, r.enCountryName, countryNameZh),
          goodsTypeName: await goodsTypeName(r.goodsType, q.lang),
        })),
      );
      return { list, total };
    },

    async productDetail(q: { accessType: string; countryCode: string; goodsCode: string; lang?: Lang }): Promise<ProductDetail> {
      const row = await products.findProduct(db, q.accessType, q.countryCode, q.goodsCode);
      if (!row) throw notFound(PRODUCT_NOT_FOUND);
      const { id, countryNameZh, ...rest } = row;
      const factories = await factoryPage(id, 1, PRODUCT_DETAIL_PLANTS);
      return {
        ...rest,
        enCountryName: named(q.lang, rest.enCountryName, countryNameZh),
        goodsTypeName: await goodsTypeName(rest.goodsType, q.lang),
        factoryStatusList: factories.list,
        factoryTotal: factories.total,
      };
    },

    async productFactories(q: { accessType: string; countryCode: string; goodsCode: string; page: number; limit: number }) {
      const row = await products.findProduct(db, q.accessType, q.countryCode, q.goodsCode);
      if (!row) throw notFound(PRODUCT_NOT_FOUND);
      return factoryPage(row.id, q.page, q.limit);
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
    }): Promise<Page<AnimalDiseaseRow>> {
      if (q.queryWord && isShortKeyword(q.queryWord)) {
        throw badRequest(`Invalid queryWord: enter at least ${KEYWORD_TRIGRAM_MIN} characters`, [
          { field: 'queryWord', message: `enter at least ${KEYWORD_TRIGRAM_MIN} characters` },
        ]);
      }
      const filter = { countryCodes: q.countryCodeList ?? [], accessType: q.accessType, keyword: q.queryWord || undefined };
      const { rows, total } = await totals.page('diseases', filter, lists.pageAnimalDiseases(db, filter, q.page, q.limit), () =>
        lists.countAnimalDiseases(db, filter),
      );
      return { list: rows.map(({ countryNameZh: _zh, ...r }) => ({ ...r, banDate: isoDate(r.banDate) })), total };
    },

    plagueCountries() {
      return cached('plague-countries', async () => {
        const list = (await lists.listPlagueCountries(db)).map(({ countryCode, countryName }) => ({ countryCode, countryName }));
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
  };
}

export type MarketListsService = ReturnType<typeof createMarketListsService>;
