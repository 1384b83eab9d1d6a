import type { AgreementType, DicCode, Lang } from '../../../contracts/codes';
import type { Agreement, DicItem, FriendlyLink, Region, SiteInfo } from '../../../contracts/site';
import type { Page } from '../../../contracts/envelope';
import type { Db } from '../../db/client';
import { isDemoDataset } from '../../db/seed/index';
import { notFound } from '../../platform/envelope';
import * as queries from './queries';

export function createSiteService(db: Db) {
  return {
    async siteInfo(): Promise<SiteInfo> {
      const [row, demoData] = await Promise.all([queries.findSiteInfo(db), isDemoDataset(db)]);
      if (!row) throw notFound('Site information has not been set up');
      const { id: _id, updatedAt: _updatedAt, ...info } = row;
      return { ...info, demoData };
    },

    async friendlyLinks(page: number, limit: number): Promise<Page<FriendlyLink>> {
      const { rows, total } = await queries.pageFriendlyLinks(db, (page - 1) * limit, limit);
      return { list: rows, total };
    },

    /** Countries grouped by region, names in the asked language. */
    async countriesByRegion(lang: Lang): Promise<Page<Region>> {
      const rows = await queries.listCountriesWithRegions(db);
      const regions = new Map<string, Region>();
      for (const row of rows) {
        let group = regions.get(row.regionCode);
        if (!group) {
          group = { regionCode: row.regionCode, regionName: lang === 'zh_cn' ? row.regionZh : row.regionEn, countries: [] };
          regions.set(row.regionCode, group);
        }
        group.countries.push({ code: row.code, countryName: lang === 'zh_cn' ? row.nameZh : row.nameEn });
      }
      const list = [...regions.values()];
      return { list, total: list.length };
    },

    async dictionary(dicCode: DicCode): Promise<Page<DicItem>> {
      const rows = await queries.listDictionary(db, dicCode);
      const list = rows.map((r) => ({ dicDetailCode: r.detailCode, dicDetailEnName: r.enName, dicDetailName: r.zhName }));
      return { list, total: list.length };
    },

    async agreements(appId: string, agreementType?: AgreementType): Promise<Page<Agreement>> {
      const list = (await queries.listAgreements(db, appId, agreementType)) as Agreement[];
      return { list, total: list.length };
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
