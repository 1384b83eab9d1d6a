import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { animalDisease, consignee, country, customsPort } from '../../../db/schema/index';
import { escapeLike, keywordMatch, offsetOf } from './search';
import { termCondition, storedSearch } from '../../../shared/search';

export interface AnimalDiseaseFilter {
  countryCodes: string[];
  accessType?: string;
  keyword?: string;
}

/** The bans in force: a ban a notice lifted is kept with its liftedDate and leaves the list. */
function diseaseWhere(f: AnimalDiseaseFilter) {
  return and(
    isNull(animalDisease.liftedDate),
    f.countryCodes.length ? inArray(animalDisease.countryCode, f.countryCodes) : undefined,
    f.accessType ? eq(animalDisease.accessType, f.accessType) : undefined,
    f.keyword ? termCondition(storedSearch(animalDisease), 'fold', `%${escapeLike(f.keyword.toLowerCase())}%`) : undefined,
  );
}

/** Disease bans, newest first. Keywords of three characters or more only (the service says so). */
export function pageAnimalDiseases(db: Executor, f: AnimalDiseaseFilter, page: number, limit: number) {
  return db
    .select({
      id: animalDisease.id,
      areaName: animalDisease.areaName,
      countryName: country.nameEn,
      countryNameZh: country.nameZh,
      countryCode: animalDisease.countryCode,
      accessType: animalDisease.accessType,
      plagueName: animalDisease.plagueName,
      plagueNameAlias: animalDisease.plagueNameAlias,
      plagueContent: animalDisease.plagueContent,
      plagueContentAlias: animalDisease.plagueContentAlias,
      banDate: animalDisease.banDate,
    })
    .from(animalDisease)
    .innerJoin(country, eq(country.code, animalDisease.countryCode))
    .where(diseaseWhere(f))
    .orderBy(desc(animalDisease.banDate), desc(animalDisease.id))
    .offset(offsetOf(page, limit))
    .limit(limit);
}

export async function countAnimalDiseases(db: Executor, f: AnimalDiseaseFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(animalDisease).where(diseaseWhere(f));
  return row?.total ?? 0;
}

/** Countries with at least one disease ban, by English name. */
export function listPlagueCountries(db: Executor) {
  return db
    .selectDistinct({ countryCode: country.code, countryName: country.nameEn, countryNameZh: country.nameZh })
    .from(animalDisease)
    .innerJoin(country, eq(country.code, animalDisease.countryCode))
    .orderBy(asc(country.nameEn));
}

export function listCustomsPorts(db: Executor) {
  return db
    .select({ customCode: customsPort.customCode, customName: customsPort.customName, customNameAlias: customsPort.customNameAlias })
    .from(customsPort)
    .orderBy(asc(customsPort.sort));
}

export interface ConsigneeFilter {
  customCode?: string;
  keyword?: string;
}

/** One or two characters match the start of the record number (the customs code comes first). */
const consigneeKeyword = (keyword: string | undefined) =>
  keywordMatch({ search: storedSearch(consignee), latin: sql`${consignee.recordNum}` }, keyword);

function consigneeWhere(f: ConsigneeFilter) {
  return and(f.customCode ? eq(consignee.customCode, f.customCode) : undefined, consigneeKeyword(f.keyword)?.where);
}

export function pageConsignees(db: Executor, f: ConsigneeFilter, page: number, limit: number) {
  const prefixOrder = consigneeKeyword(f.keyword)?.orderBy;
  return db
    .select({
      id: consignee.id,
      credentialId: consignee.credentialId,
      enName: consignee.enName,
      companyName: consignee.companyName,
      customCode: consignee.customCode,
      customNameAlias: customsPort.customNameAlias,
      recordNum: consignee.recordNum,
    })
    .from(consignee)
    .innerJoin(customsPort, eq(customsPort.customCode, consignee.customCode))
    .where(consigneeWhere(f))
    .orderBy(...(prefixOrder ? [sql`${prefixOrder} using ~<~`] : [asc(consignee.customCode), asc(consignee.id)]))
    .offset(offsetOf(page, limit))
    .limit(limit);
}

export async function countConsignees(db: Executor, f: ConsigneeFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(consignee).where(consigneeWhere(f));
  return row?.total ?? 0;
}
