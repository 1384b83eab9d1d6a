import { LIKE_STATUS, SUB_STATUS, SUBSCRIBE_TYPE } from '../../../contracts/subscriptions/codes';
import { MARKET_PAGE_SIZE } from '../../../contracts/market/codes';
import { type Lang } from '../../../contracts/core/codes';
import { eventTypeName, tradeTerms } from './names';
import { nameInLang } from '../../../contracts/core/languages';
import type { Page } from '../../../contracts/core/envelope';
import { pointCountDisplay } from '../../../contracts/market/format';
import {
  type ApprovalEvent,
  type CompanyCard,
  type CompanyDetail,
  type GoodsTypeEntry,
  type PlantDetail,
  type PlantRow,
  type SuspensionRow,
} from '../../../contracts/market/models';
import type { Db } from '../../db/client';
import { createTtlCache, REFERENCE_TTL_MS } from '../../platform/cache';
import type { SessionUser } from '../../platform/auth';
import { notFound } from '../../platform/envelope';
import type { SubjectKey } from '../../shared/subjects/index';
import { companyBadge } from '../companies/index';
import { COMPANY_NOT_FOUND, PLANT_NOT_FOUND } from './subjects';
import * as companies from './queries/companies';
import * as plants from './queries/plants';
import { listGoodsTypes } from './queries/products';
import { createTotals, type Totals } from './totals';
import { customsUpdatePath } from '../../../contracts/news/pages';
import { isoDate } from '../../../contracts/core/dates';

/** What the market asks of the shared subscriptions: the caller's own subscription and like of a record. */
export interface SubscriptionStatus {
  subscriptionIdOf(user: SessionUser | null, key: SubjectKey): Promise<number | null>;
  likeIdOf(user: SessionUser | null, key: SubjectKey): Promise<number | null>;
}

export interface CompanyListQuery {
  page: number;
  limit: number;
  lang?: Lang;
  accessType: string;
  area?: string;
  plantName?: string;
  goodsType?: string;
}
export interface PlantListQuery {
  page: number;
  limit: number;
  lang?: Lang;
  accessType: string;
  countryCode?: string;
  plantNo?: string;
  status?: number | '';
  goodsType?: string;
}

export function createMarketService(db: Db, status: SubscriptionStatus, totals: Totals = createTotals()) {
  const cache = createTtlCache<(GoodsTypeEntry & { dicCode: string })[]>(REFERENCE_TTL_MS);
  const goodsTypes = () => cache.get('goods-types', () => listGoodsTypes(db));
  const countryCache = createTtlCache<Map<string, { nameEn: string; nameZh: string }>>(REFERENCE_TTL_MS);
  const countryNames = () =>
    countryCache.get('countries', async () => new Map((await plants.listCountryNames(db)).map((c) => [c.code, c])));
  /** Goods type codes to names in the asked language. */
  async function goodsNamer(lang?: Lang) {
    const names = new Map((await goodsTypes()).map((g) => [g.dicDetailCode, nameInLang(lang, g.dicDetailEnName, g.dicDetailName)]));
    return (codes: readonly string[]) => codes.map((c) => names.get(c) ?? c);
  }

  function toCard(
    row: Awaited<ReturnType<typeof companies.pageCompanies>>[number],
    lang: Lang | undefined,
    goods: (c: readonly string[]) => string[],
  ): CompanyCard {
    return {
      id: row.id,
      companyCode: row.companyCode,
      plantName: nameInLang(lang, row.plantName, row.plantNameZh),
      plantNo: row.plantNo,
      cpLogo: row.cpLogo,
      companyLabel: tradeTerms(lang, row.companyLabel),
      companyType: tradeTerms(lang, row.companyType),
      companyAlias: row.companyAlias,
      promoteFlag: row.promoteFlag,
      countryCode: row.countryCode,
      countryName: nameInLang(lang, row.countryName, row.countryNameZh),
      accessType: row.accessType,
      goodsTypeList: goods(row.goodsTypes),
    };
  }

  return {
    /** getPcDicDetailByLang: meat goods types (goods_type) or seafood ones (products_approval). */
    async goodsTypesOf(accessType: string): Promise<Page<GoodsTypeEntry>> {
      const dicCode = accessType === '201' ? 'goods_type' : 'products_approval';
      const list = (await goodsTypes())
        .filter((g) => g.dicCode === dicCode)
        .map(({ dicDetailCode, dicDetailEnName, dicDetailName }) => ({ dicDetailCode, dicDetailEnName, dicDetailName }));
      return { list, total: list.length };
    },

    async promotedCompanies(accessType: string, size: number, lang?: Lang): Promise<Page<CompanyCard>> {
      const filter = { accessType, promotedOnly: true };
      const [{ rows, total }, goods] = await Promise.all([
        totals.page('companies', filter, companies.pageCompanies(db, filter, 1, size), () => companies.countCompanies(db, filter)),
        goodsNamer(lang),
      ]);
      return { list: rows.map((r) => toCard(r, lang, goods)), total };
    },

    async companyList(q: CompanyListQuery): Promise<Page<CompanyCard>> {
      const filter = {
        accessType: q.accessType,
        countryCode: q.area || undefined,
        keyword: q.plantName || undefined,
        goodsType: q.goodsType || undefined,
      };
      const [{ rows, total }, goods] = await Promise.all([
        totals.page('companies', filter, companies.pageCompanies(db, filter, q.page, q.limit), () => companies.countCompanies(db, filter)),
        goodsNamer(q.lang),
      ]);
      return { list: rows.map((r) => toCard(r, q.lang, goods)), total };
    },

    async companyDetail(
      q: { companyCode: string; countryCode: string; accessType: string; lang?: Lang },
      user: SessionUser | null,
    ): Promise<CompanyDetail> {
      const row = await companies.findCompany(db, q.companyCode);
      if (!row || row.countryCode !== q.countryCode || row.accessType !== q.accessType) throw notFound(COMPANY_NOT_FOUND);
      const [{ plants: own, goods: products }, goods, subId, verified] = await Promise.all([
        companies.listCompanyPlants(db, row.id),
        goodsNamer(q.lang),
        status.subscriptionIdOf(user, {
          type: SUBSCRIBE_TYPE.COMPANY,
          accessType: row.accessType,
          countryCode: row.countryCode,
          object: row.companyCode,
        }),
        // Read with every answer: a revocation empties the caches and the badge is gone at once (docs/companies.md).
        companyBadge(db, row.id),
      ]);
      return {
        ...toCard(row, q.lang, goods),
        verified,
        plantNameEn: row.plantName,
        plantNameZh: row.plantNameZh,
        realViews: row.realViews,
        introduction: row.introduction,
        address: row.address,
        website: row.website,
        images: row.images.slice(0, 6),
        video: row.videoUrl,
        videoUrl: row.videoUrl,
        factoryInfoList: own.map((p) => ({
          plantNo: p.plantNo,
          plantName: nameInLang(q.lang, p.plantName, p.plantNameZh),
          status: p.status,
          goodsTypeList: goods(p.goodsTypes),
          address: p.address,
          way: tradeTerms(q.lang, p.way),
          goodsList: products.filter((g) => g.plantId === p.id).map((g) => ({ goodsName: nameInLang(q.lang, g.goodsName, g.goodsNameZh) })),
          accessType: p.accessType,
          countryCode: p.countryCode,
        })),
        subStatus: subId ? SUB_STATUS.SUBSCRIBED : SUB_STATUS.NOT_SUBSCRIBED,
        subId,
      };
    },

    async plantList(q: PlantListQuery): Promise<Page<PlantRow>> {
      const filter = {
        accessType: q.accessType,
        countryCode: q.countryCode || undefined,
        keyword: q.plantNo || undefined,
        status: q.status === '' ? undefined : q.status,
        goodsType: q.goodsType || undefined,
      };
      const [{ rows, total }, goods, countries] = await Promise.all([
        totals.page('plants', filter, plants.pagePlants(db, filter, q.page, q.limit), () => plants.countPlants(db, filter)),
        goodsNamer(q.lang),
        countryNames(),
      ]);
      return {
        list: rows.map(({ plantNameZh, goodsTypes: codes, ...r }) => {
          const place = countries.get(r.factoryCountryCode);
          return {
            ...r,
            plantName: nameInLang(q.lang, r.plantName, plantNameZh),
            productMode: tradeTerms(q.lang, r.productMode),
            countryName: place ? nameInLang(q.lang, place.nameEn, place.nameZh) : r.factoryCountryCode,
            goodsTypeList: goods(codes),
          };
        }),
        total,
      };
    },

    async suspendedList(q: Omit<PlantListQuery, 'status'>): Promise<Page<SuspensionRow>> {
      const filter = {
        accessType: q.accessType,
        countryCode: q.countryCode || undefined,
        keyword: q.plantNo || undefined,
        goodsType: q.goodsType || undefined,
      };
      const [{ rows, total }, goods] = await Promise.all([
        totals.page('suspensions', filter, plants.pageSuspensions(db, filter, q.page, q.limit), () => plants.countSuspensions(db, filter)),
        goodsNamer(q.lang),
      ]);
      return {
        list: rows.map(({ goodsType, countryNameZh, plantNameZh, ...r }) => ({
          ...r,
          dicDetailName: goods([goodsType])[0]!,
          countryName: nameInLang(q.lang, r.countryName, countryNameZh),
          plantName: nameInLang(q.lang, r.plantName, plantNameZh),
          suspendDate: isoDate(r.suspendDate),
        })),
        total,
      };
    },

    async plantDetail(
      q: { accessType: string; countryCode: string; plantNo: string; lang?: Lang },
      user: SessionUser | null,
    ): Promise<PlantDetail> {
      const row = await plants.findPlant(db, q.accessType, q.countryCode, q.plantNo);
      if (!row) throw notFound(PLANT_NOT_FOUND);
      const key = { type: SUBSCRIBE_TYPE.FACTORY, accessType: row.accessType, countryCode: row.countryCode, object: row.plantNo };
      const [registrations, goods, subId, likeId] = await Promise.all([
        plants.listRegistrations(db, row.id),
        goodsNamer(q.lang),
        status.subscriptionIdOf(user, key),
        status.likeIdOf(user, key),
      ]);
      return {
        plantNo: row.plantNo,
        plantName: nameInLang(q.lang, row.plantName, row.plantNameZh),
        plantNameEn: row.plantName,
        plantNameZh: row.plantNameZh,
        countryName: nameInLang(q.lang, row.countryName, row.countryNameZh),
        countryCode: row.countryCode,
        accessType: row.accessType,
        address: row.address,
        activities: tradeTerms(q.lang, row.activities),
        productMode: tradeTerms(q.lang, row.productMode),
        status: row.status,
        companyCode: row.companyCode,
        companyName: nameInLang(q.lang, row.companyName, row.companyNameZh),
        companyNameEn: row.companyName,
        companyNameZh: row.companyNameZh,
        companyLogo: row.companyLogo,
        goodsTypeList: goods(row.goodsTypes),
        overseasRegistrationInfo: registrations.map((r) => ({
          ...r,
          goodsType: goods([r.goodsType])[0]!,
          goodsTypeCode: r.goodsType,
          registerDate: r.registerDate ? isoDate(r.registerDate) : null,
          registerExpireDate: r.registerExpireDate ? isoDate(r.registerExpireDate) : null,
        })),
        updateDate: isoDate(row.updatedAt),
        subStatus: subId ? SUB_STATUS.SUBSCRIBED : SUB_STATUS.NOT_SUBSCRIBED,
        subId,
        likePointStatus: likeId ? LIKE_STATUS.LIKED : LIKE_STATUS.NOT_LIKED,
        likePointId: likeId,
        pointCount: row.pointCount,
        pointCountDisplay: pointCountDisplay(row.pointCount),
      };
    },

    async approvalHistory(q: {
      accessType: string;
      countryCode: string;
      plantNo: string;
      page: number;
      limit: number;
      lang?: Lang;
    }): Promise<Page<ApprovalEvent>> {
      const row = await plants.findPlant(db, q.accessType, q.countryCode, q.plantNo);
      if (!row) throw notFound(PLANT_NOT_FOUND);
      const { rows, total } = await plants.pageEvents(db, row.id, q.page, q.limit ?? MARKET_PAGE_SIZE.approvalHistory);
      // The record's name follows lang; its content is the English sentence recorded with it; a notice's links to it.
      const list = rows.map(({ sourceFile, sourceId, ...r }) => ({
        ...r,
        ...{ recordTypeName: eventTypeName(q.lang, r.recordType, r.recordTypeName), sourceDate: isoDate(r.sourceDate) },
        ...{ sourceName: sourceFile, sourceLink: r.source === 'notice' && sourceId ? customsUpdatePath(sourceId) : null },
      }));
      return { list, total };
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
