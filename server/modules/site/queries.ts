import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agreement, country, dictionaryItem, friendlyLink, noticeConfig, region, siteInfo } from '../../db/schema/index';

export async function findSiteInfo(db: Executor) {
  const [row] = await db.select().from(siteInfo).where(eq(siteInfo.id, 1));
  return row;
}

export async function pageFriendlyLinks(db: Executor, offset: number, limit: number) {
  const where = eq(friendlyLink.enabled, true);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: friendlyLink.id, linkName: friendlyLink.linkName, linkUrl: friendlyLink.linkUrl, sort: friendlyLink.sort })
      .from(friendlyLink)
      .where(where)
      .orderBy(asc(friendlyLink.sort), asc(friendlyLink.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(friendlyLink).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function listCountriesWithRegions(db: Executor) {
  return db
    .select({
      regionCode: region.code,
      regionEn: region.nameEn,
      regionZh: region.nameZh,
      code: country.code,
      nameEn: country.nameEn,
      nameZh: country.nameZh,
    })
    .from(country)
    .innerJoin(region, eq(country.regionCode, region.code))
    .orderBy(asc(region.sort), asc(country.nameEn));
}

export async function listDictionary(db: Executor, dicCode: string) {
  return db
    .select({ detailCode: dictionaryItem.detailCode, enName: dictionaryItem.enName, zhName: dictionaryItem.zhName })
    .from(dictionaryItem)
    .where(eq(dictionaryItem.dicCode, dicCode))
    .orderBy(asc(dictionaryItem.sort), asc(dictionaryItem.id));
}

export async function listAgreements(db: Executor, appId: string, agreementType?: string) {
  return db
    .select({ name: agreement.name, content: agreement.content, agreementType: agreement.agreementType })
    .from(agreement)
    .where(and(eq(agreement.appId, appId), agreementType ? eq(agreement.agreementType, agreementType) : undefined))
    .orderBy(asc(agreement.id));
}

export async function listNoticeConfig(db: Executor) {
  return db.select({ code: noticeConfig.code, value: noticeConfig.value }).from(noticeConfig);
}
