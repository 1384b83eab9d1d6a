import type { AgreementType, DicCode } from '../../../contracts/site/codes';
import type { Lang } from '../../../contracts/core/codes';
import { nameInLang } from '../../../contracts/core/languages';
import type { Agreement, DicItem, FriendlyLink, NoticeEntry, Region, SiteInfo } from '../../../contracts/site/models';
import { NOTICE_CODES, siteMessages } from '../../../contracts/site/codes';
import type { Page } from '../../../contracts/core/envelope';
import type { Db } from '../../db/client';
import { isDemoDataset } from '../../db/seed/index';
import { createTtlCache, REFERENCE_TTL_MS, type TtlCache } from '../../platform/cache';
import { notFound } from '../../platform/envelope';
import * as queries from './queries';
import { sanitizeArticleHtml } from '../../shared/html/index';

/**
 * Site info and reference lists are read on every page (the chrome) and change only through
 * administration, so they are served from a short-lived in-process cache.
 */
export function createSiteService(db: Db, cache: TtlCache<unknown> = createTtlCache<unknown>(REFERENCE_TTL_MS)) {
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>;

  return {
    siteInfo(): Promise<SiteInfo> {
      return cached('site-info', async () => {
        const [row, demoData] = await Promise.all([queries.findSiteInfo(db), isDemoDataset(db)]);
        if (!row) throw notFound(siteMessages.texts.en.siteNotSetUp);
        const { id: _id, updatedAt: _updatedAt, ...info } = row;
        return { ...info, demoData };
      });
    },

    friendlyLinks(page: number, limit: number): Promise<Page<FriendlyLink>> {
      return cached(`links:${page}:${limit}`, async () => {
        const { rows, total } = await queries.pageFriendlyLinks(db, (page - 1) * limit, limit);
        return { list: rows, total };
      });
    },

    /** Countries grouped by region, names in the asked language. */
    countriesByRegion(lang: Lang): Promise<Page<Region>> {
      return cached(`countries:${lang}`, async () => {
        const rows = await queries.listCountriesWithRegions(db);
        const regions = new Map<string, Region>();
        for (const row of rows) {
          let group = regions.get(row.regionCode);
          if (!group) {
            group = { regionCode: row.regionCode, regionName: nameInLang(lang, row.regionEn, row.regionZh), countries: [] };
            regions.set(row.regionCode, group);
          }
          group.countries.push({ code: row.code, countryName: nameInLang(lang, row.nameEn, row.nameZh) });
        }
        const list = [...regions.values()];
        return { list, total: list.length };
      });
    },

    dictionary(dicCode: DicCode): Promise<Page<DicItem>> {
      return cached(`dic:${dicCode}`, async () => {
        const rows = await queries.listDictionary(db, dicCode);
        const list = rows.map((r) => ({ dicDetailCode: r.detailCode, dicDetailEnName: r.enName, dicDetailName: r.zhName }));
        return { list, total: list.length };
      });
    },

    agreements(appId: string, agreementType?: AgreementType): Promise<Page<Agreement>> {
      return cached(`agreements:${appId}:${agreementType ?? ''}`, async () => {
        // Operator HTML, shown as it is: sanitised again on the way out, never trusted as stored.
        const rows = (await queries.listAgreements(db, appId, agreementType)) as Agreement[];
        const list = rows.map((row) => ({ ...row, content: sanitizeArticleHtml(row.content) }));
        return { list, total: list.length };
      });
    },

    /** Both notice settings, in the spec's order; an unset one answers ''. */
    noticeConfig(): Promise<Page<NoticeEntry>> {
      return cached('notice', async () => {
        const values = new Map((await queries.listNoticeConfig(db)).map((row) => [row.code, row.value]));
        const list = NOTICE_CODES.map((code) => ({ code, value: values.get(code) ?? '' }));
        return { list, total: list.length };
      });
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
