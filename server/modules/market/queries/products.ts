import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { country, dictionaryItem, plant, product, productPlant } from '../../../db/schema/index';
import { regNoSortKey } from '../../../db/sql/regno';
import { planTerm, storedSearch, textMatch } from '../../../shared/search';
import { escapeLike, hasNonAscii, isShortKeyword, offsetOf } from './search';

export interface ProductFilter {
  accessType: string;
  countryCodes: string[];
  keyword?: string;
  /** The keyword's other-language names (synonymsOf, server/shared/search): a product holding one is found too. */
  synonyms?: string[];
  goodsType?: string;
}

/** Reg.No.s shown on a product row; the row's plantCount says how many plants there are in all. */
export const PRODUCT_ROW_PLANT_NOS = 10;

/**
 * A product name matches (docs/search.md) by a substring of its folded names and their pinyin (trigram index: case
 * and accents do not matter) or, from three characters, by its English words in any order (full-text index); two
 * Chinese characters or more by their bigrams (红虾 finds 冷冻阿根廷红虾); shorter keywords match the start of the
 * English or Chinese name (B-tree prefix). A synonym of the keyword (red shrimp: 红虾) matches as the keyword does.
 */
function productKeyword(keyword: string | undefined, synonyms: string[] = []) {
  if (!keyword) return undefined;
  const lowered = keyword.toLowerCase();
  const others = textMatch(storedSearch(product), synonyms);
  if (!planTerm(lowered)) {
    const column = hasNonAscii(lowered) ? sql`${product.goodsName}` : sql`lower(${product.enGoodsName})`;
    return or(sql`${column} like ${`${escapeLike(lowered)}%`}`, others);
  }
  const words = isShortKeyword(lowered)
    ? undefined
    : sql`to_tsvector('simple', ${product.enGoodsName}) @@ plainto_tsquery('simple', ${lowered})`;
  return or(textMatch(storedSearch(product), [lowered]), words, others);
}

function productWhere(f: ProductFilter) {
  return and(
    eq(product.accessType, f.accessType),
    f.countryCodes.length === 1 ? eq(product.countryCode, f.countryCodes[0]!) : undefined,
    f.countryCodes.length > 1 ? inArray(product.countryCode, f.countryCodes) : undefined,
    f.goodsType ? eq(product.goodsType, f.goodsType) : undefined,
    productKeyword(f.keyword, f.synonyms),
  );
}

/** The first Reg.No.s in link order: an index range of at most ten entries, whatever the product's size. */
const plantNos = sql<string>`coalesce((select string_agg(x.plant_no, '、') from (select ${plant.plantNo} as plant_no from ${productPlant} join ${plant} on ${plant.id} = ${productPlant.plantId} where ${productPlant.productId} = ${product.id} order by ${productPlant.plantId} limit ${PRODUCT_ROW_PLANT_NOS}) x), '')`;

const productColumns = {
  id: product.id,
  enGoodsName: product.enGoodsName,
  goodsName: product.goodsName,
  goodsType: product.goodsType,
  categoryName: product.categoryName,
  enCountryName: country.nameEn,
  countryNameZh: country.nameZh,
  countryCode: product.countryCode,
  accessType: product.accessType,
  goodsCode: product.goodsCode,
};

export function pageProducts(db: Executor, f: ProductFilter, page: number, limit: number) {
  return db
    .select({ ...productColumns, plantNo: plantNos, plantCount: product.plantCount })
    .from(product)
    .innerJoin(country, eq(country.code, product.countryCode))
    .where(productWhere(f))
    .orderBy(asc(product.countryCode), asc(product.goodsType), asc(product.id))
    .offset(offsetOf(page, limit))
    .limit(limit);
}

export async function countProducts(db: Executor, f: ProductFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(product).where(productWhere(f));
  return row?.total ?? 0;
}

export async function findProduct(db: Executor, accessType: string, countryCode: string, goodsCode: string) {
  const [row] = await db
    .select(productColumns)
    .from(product)
    .innerJoin(country, eq(country.code, product.countryCode))
    .where(and(eq(product.goodsCode, goodsCode), eq(product.accessType, accessType), eq(product.countryCode, countryCode)));
  return row;
}

/**
 * The plants that may ship a product: active first, then by Reg.No. in natural order. No index can serve
 * an order that crosses the join (the plant's status and number), and the product's links are read
 * either way; sorting here keeps the pages consistent and sends only the page.
 */
export async function pageProductPlants(db: Executor, productId: number, page: number, limit: number) {
  const where = eq(productPlant.productId, productId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        plantNo: plant.plantNo,
        plantName: plant.plantName,
        plantNameZh: plant.plantNameZh,
        countryCode: plant.countryCode,
        accessType: plant.accessType,
        status: plant.status,
        way: productPlant.way,
      })
      .from(productPlant)
      .innerJoin(plant, eq(plant.id, productPlant.plantId))
      .where(where)
      .orderBy(sql`${plant.status} = 1 desc`, regNoSortKey(plant.plantNo), asc(plant.plantNo))
      .offset(offsetOf(page, limit))
      .limit(limit),
    db.select({ total: count() }).from(productPlant).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function hasAccessProducts(db: Executor, accessType: string, countryCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: product.id })
    .from(product)
    .where(and(eq(product.accessType, accessType), eq(product.countryCode, countryCode)))
    .limit(1);
  return Boolean(row);
}

/** Goods types of both access types: meat uses goods_type, seafood products_approval (§5). */
export function listGoodsTypes(db: Executor) {
  return db
    .select({
      dicCode: dictionaryItem.dicCode,
      dicDetailCode: dictionaryItem.detailCode,
      dicDetailEnName: dictionaryItem.enName,
      dicDetailName: dictionaryItem.zhName,
    })
    .from(dictionaryItem)
    .where(inArray(dictionaryItem.dicCode, ['goods_type', 'products_approval']))
    .orderBy(asc(dictionaryItem.sort), asc(dictionaryItem.id));
}
