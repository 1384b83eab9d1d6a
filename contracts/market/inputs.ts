import { z } from 'zod';
import { DOWNLOAD_FORMATS } from '../downloads/formats';
import { int } from '../core/numbers';
import { ACCESS_TYPES, LANGS, MAX_PAGE_LIMIT } from '../core/codes';
import { pageInt, shaped, shapedOrEmpty } from '../core/fields';
import { COUNTRY_CODE, KEYWORD_MAX } from '../core/rules';
import { CUSTOMS_CODE, GOODS_TYPE, MARKET_PAGE_SIZE, PLANT_STATUS_FILTERS } from './codes';

/** Market access calls (§7 'Market'): request bodies and answers, in the spec's field names. */

const accessType = z.enum(ACCESS_TYPES).default('201').describe("'201' Meat (default) or '202' Seafood");
const lang = z.enum(LANGS).optional().describe('Language of names: en_us (default) or zh_cn');
/** '' means every country, as the spec's clients send it. */
const countryCode = shapedOrEmpty(COUNTRY_CODE).optional();
const keyword = z.string().trim().max(KEYWORD_MAX).optional();
const goodsType = shapedOrEmpty(GOODS_TYPE).optional().describe('Goods type code (getPcDicDetailByLang); empty for all');
const bodyPage = pageInt();
const bodyLimit = (fallback: number) => int().min(1).max(MAX_PAGE_LIMIT).default(fallback);
const plantNoValue = z.string().trim().min(1).max(64);

export const promoteCompanyBody = z.object({
  lang,
  accessType,
  size: int().min(1).max(50).default(MARKET_PAGE_SIZE.homeRecommended),
});

export const companyListBody = z.object({
  page: bodyPage,
  limit: bodyLimit(MARKET_PAGE_SIZE.companies),
  lang,
  accessType,
  area: countryCode.describe('Country code'),
  plantName: keyword.describe('Keyword: company or plant name (English or Chinese), Reg.No.'),
  goodsType,
});

export const plantListBody = z.object({
  page: bodyPage,
  limit: bodyLimit(MARKET_PAGE_SIZE.lists),
  lang,
  accessType,
  countryCode,
  plantNo: keyword.describe('Keyword: Reg.No., China registration code or plant/company name'),
  status: z
    .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal('')])
    .optional()
    .describe('1 Active, 0 Suspended, 2 Pending, 3 Inactive (registrations cancelled or expired); absent or empty for all'),
  goodsType,
});

export const suspendedListBody = plantListBody.omit({ status: true });

export const companyInfoBody = z.object({
  countryCode: shaped(COUNTRY_CODE),
  accessType,
  plantName: z.string().max(300).optional(),
  companyCode: z.string().trim().min(1).max(64),
  lang,
});

export const factoryDetailBody = z.object({
  lang,
  plantNo: plantNoValue,
  countryCode: shaped(COUNTRY_CODE),
  goodsCode: z.string().max(64).optional(),
  accessType,
});

export const goodsTypeBody = z.object({ accessType, lang });

export const productListBody = z.object({
  page: bodyPage,
  limit: bodyLimit(MARKET_PAGE_SIZE.lists),
  lang,
  accessType,
  countryCode,
  /** §5: the product search sends its country filter as an array. */
  countryCodeList: z.array(shaped(COUNTRY_CODE)).max(50).optional(),
  goodsName: keyword.describe('Keyword: product name (English or Chinese)'),
  goodsType,
});

export const approvalHistoryBody = z.object({
  page: bodyPage,
  limit: bodyLimit(MARKET_PAGE_SIZE.approvalHistory),
  plantNo: plantNoValue,
  countryCode: shaped(COUNTRY_CODE),
  accessType,
  lang: lang.describe('Language of the record names (recordTypeName): en_us (default) or zh_cn'),
});

export const productGoodsBody = z.object({
  page: bodyPage,
  limit: bodyLimit(MARKET_PAGE_SIZE.productPlants),
  accessType,
  countryCode: shaped(COUNTRY_CODE),
  goodsCode: z.string().trim().min(1).max(64),
  lang,
});

export const plagueListBody = z.object({
  page: bodyPage,
  limit: bodyLimit(MARKET_PAGE_SIZE.lists),
  queryWord: keyword.describe('Keyword: disease, area or country'),
  countryCodeList: z.array(shaped(COUNTRY_CODE)).max(50).optional(),
  accessType: z.enum(ACCESS_TYPES).optional().describe('Only bans of one access type; absent for all'),
  lang,
});

export const plagueCountryQuery = z.object({ lang });

export const accessGoodsQuery = z.object({
  accessType,
  countryCode: shaped(COUNTRY_CODE),
});

export const consigneeListBody = z.object({
  page: bodyPage,
  limit: bodyLimit(MARKET_PAGE_SIZE.lists),
  customCode: shapedOrEmpty(CUSTOMS_CODE).optional(),
  queryWord: keyword.describe('Keyword: consignee name (English or Chinese), credential id or record number'),
});

/** The page's own URL query: a download holds what the list on screen selects, every page of it. */
export const csvQuery = z.object({
  accessType: z.enum(ACCESS_TYPES).default('201'),
  countryCode,
  keywords: keyword,
  status: z.enum(['', ...PLANT_STATUS_FILTERS]).optional(),
  goodsType: shapedOrEmpty(GOODS_TYPE).optional(),
  customCode: shapedOrEmpty(CUSTOMS_CODE).optional(),
  lang: lang.describe('Language of the names and statuses in the rows: en_us (default) or zh_cn'),
  format: z.enum(DOWNLOAD_FORMATS).default('csv').describe('csv (default) or xlsx'),
});
export type CsvQuery = z.infer<typeof csvQuery>;

/** The lists a CSV can be downloaded of. */
export const CSV_LISTS = ['company', 'plant', 'product', 'suspended', 'animalDisease', 'consigneeList'] as const;
export type CsvList = (typeof CSV_LISTS)[number];
