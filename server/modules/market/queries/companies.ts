import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { company, country, plant, product, productPlant } from '../../../db/schema/index';
import { prepared } from '../../../db/prepared';
import { filterShape, type KeywordColumns, offsetOf } from './search';
import { storedSearch } from '../../../shared/search';

export interface CompanyFilter {
  accessType: string;
  countryCode?: string;
  keyword?: string;
  goodsType?: string;
  promotedOnly?: boolean;
}

/** The Reg.No. of the company's first plant: one index probe per row of the page. */
const firstPlantNo = sql<string>`coalesce((select ${plant.plantNo} from ${plant} where ${plant.companyId} = ${company.id} order by ${plant.id} limit 1), '')`;

const companyCardColumns = {
  id: company.id,
  companyCode: company.companyCode,
  plantName: company.plantName,
  plantNameZh: company.plantNameZh,
  plantNo: firstPlantNo,
  cpLogo: company.cpLogo,
  companyLabel: company.companyLabel,
  companyType: company.companyType,
  companyAlias: company.companyAlias,
  promoteFlag: company.promoteFlag,
  countryCode: company.countryCode,
  countryName: country.nameEn,
  countryNameZh: country.nameZh,
  accessType: company.accessType,
  goodsTypes: company.goodsTypes,
};

const companyKeywordColumns: KeywordColumns = {
  search: storedSearch(company),
  hasRegNos: true,
  latin: sql`lower(${company.plantName})`,
  cjk: sql`${company.plantNameZh}`,
};

/** The filter's shape names its prepared statements; its values fill their placeholders. */
const companyShape = (f: CompanyFilter) =>
  filterShape(
    companyKeywordColumns,
    f.keyword,
    [
      ['', true, () => eq(company.accessType, sql.placeholder('accessType'))],
      ['c', Boolean(f.countryCode), () => eq(company.countryCode, sql.placeholder('countryCode'))],
      ['p', Boolean(f.promotedOnly), () => eq(company.promoteFlag, 1)],
      ['g', Boolean(f.goodsType), () => sql`${company.goodsTypes} @> array[${sql.placeholder('goodsType')}]::text[]`],
    ],
    { accessType: f.accessType, countryCode: f.countryCode, goodsType: f.goodsType },
  );

/** Recommended first, then the most viewed (the order of the list indexes). */
export function pageCompanies(db: Executor, f: CompanyFilter, page: number, limit: number) {
  const shape = companyShape(f);
  return prepared(db, `market_companies_page_${shape.name}`, () =>
    db
      .select(companyCardColumns)
      .from(company)
      .innerJoin(country, eq(country.code, company.countryCode))
      .where(shape.where())
      .orderBy(desc(company.promoteFlag), desc(company.realViews), asc(company.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit')),
  ).execute({ ...shape.values, offset: offsetOf(page, limit), limit });
}

export async function countCompanies(db: Executor, f: CompanyFilter): Promise<number> {
  const shape = companyShape(f);
  const [row] = await prepared(db, `market_companies_count_${shape.name}`, () =>
    db.select({ total: count() }).from(company).where(shape.where()),
  ).execute(shape.values);
  return row?.total ?? 0;
}

export async function findCompany(db: Executor, companyCode: string) {
  const [row] = await db
    .select({
      ...companyCardColumns,
      realViews: company.realViews,
      introduction: company.introduction,
      address: company.address,
      website: company.website,
      images: company.images,
      videoUrl: company.videoUrl,
    })
    .from(company)
    .innerJoin(country, eq(country.code, company.countryCode))
    .where(eq(company.companyCode, companyCode));
  return row;
}

/** A company's plants with the products each may ship. */
export async function listCompanyPlants(db: Executor, companyId: number) {
  const plants = await db
    .select({
      id: plant.id,
      plantNo: plant.plantNo,
      plantName: plant.plantName,
      plantNameZh: plant.plantNameZh,
      status: plant.status,
      goodsTypes: plant.goodsTypes,
      address: plant.address,
      way: plant.productMode,
      accessType: plant.accessType,
      countryCode: plant.countryCode,
    })
    .from(plant)
    .where(eq(plant.companyId, companyId))
    .orderBy(asc(plant.id));
  const goods = plants.length
    ? await db
        .select({ plantId: productPlant.plantId, goodsName: product.enGoodsName, goodsNameZh: product.goodsName })
        .from(productPlant)
        .innerJoin(product, eq(product.id, productPlant.productId))
        .where(
          inArray(
            productPlant.plantId,
            plants.map((p) => p.id),
          ),
        )
        .orderBy(asc(product.enGoodsName))
    : [];
  return { plants, goods };
}

export async function findCompanyIdByCode(db: Executor, companyCode: string) {
  const [row] = await db
    .select({ id: company.id, companyAlias: company.companyAlias, plantName: company.plantName })
    .from(company)
    .where(eq(company.companyCode, companyCode));
  return row;
}
