import { z } from 'zod';
import { int, intText, idText } from '../core/numbers';
import { ACCESS_TYPES, LANGS, MAX_PAGE_LIMIT } from '../core/codes';
import { pageInt, pageText, shaped, shapedOrEmpty } from '../core/fields';
import { COUNTRY_CODE, ISO_DAY } from '../core/rules';
import { noticeChangesField } from './notices';
import { NEWS_KEYWORD_MAX, NEWS_LIMITS, NEWS_PAGE_SIZE, NEWS_SOURCE, NEWS_STATE } from './codes';

/** What the news calls take (§7 'News'), in the spec's field names. */

const lang = z
  .enum(LANGS)
  .optional()
  .describe(
    'en_us or zh_cn (absent: the lang header, else en_us). Both titles always come (contentTitle Chinese, enContentTitle English; bodies are English); zh_cn answers Chinese first: country names in Chinese, and the rolling message in Chinese headlines where there are some',
  );
/** '' or absent means both access types, as the overview's panels ask. */
const accessType = z
  .union([z.enum(ACCESS_TYPES), z.literal('')])
  .optional()
  .describe("'201' Meat, '202' Seafood; empty or absent for both");
const countryCode = shapedOrEmpty(COUNTRY_CODE).optional().describe('Two-letter country code; empty for every country');
/** A news source as the spec's clients send it: the number (8080) or its text ("8080"), like accessType. */
const newsSource = <S extends (typeof NEWS_SOURCE)[keyof typeof NEWS_SOURCE]>(source: S) =>
  z
    .union([z.literal(source), z.literal(String(source))])
    .transform((): S => source)
    .optional();
const keyword = z.string().trim().max(NEWS_KEYWORD_MAX).optional();
const bodyPage = pageInt();
const bodyLimit = (fallback: number) => int().min(1).max(MAX_PAGE_LIMIT).default(fallback);
const newsId = idText();
const companyCode = z.string().trim().min(1).max(64);

/** 'POST newsQuery countryList {page}/{limit}': market news; with id (and countryCode) the recommendations beside that item. */
export const marketNewsBody = z.object({
  lang,
  accessType,
  newsSource: newsSource(NEWS_SOURCE.MARKET).describe('8080 (number or text), market news'),
  countryCode,
  keywords: keyword.describe('Words of the title or body (English full text; Chinese by substring)'),
  id: newsId.optional().describe('An item whose recommendations are asked: it is left out, its country first'),
});

/** 'POST factory news list': factory news, 5 a page on the overview. */
export const factoryNewsBody = z.object({
  page: bodyPage,
  limit: bodyLimit(NEWS_PAGE_SIZE.factoryNews),
  lang,
  accessType,
  newsSource: newsSource(NEWS_SOURCE.FACTORY).describe('164 (number or text), factory news'),
  countryCode,
  contentKey: keyword.describe('Keyword: words of the title or body, or a company or plant name'),
  companyTags: z.array(companyCode).max(NEWS_LIMITS.companyTagsMax).optional().describe('Only items about one of these company codes'),
});

/** 'POST related factory news' (limit 15): other items about the same companies, then the same country. */
export const relatedFactoryNewsBody = z.object({
  limit: int().min(1).max(100).default(NEWS_PAGE_SIZE.recommended),
  lang,
  accessType,
  newsSource: newsSource(NEWS_SOURCE.FACTORY),
  id: newsId,
  companyTags: z
    .union([companyCode, z.array(companyCode).max(NEWS_LIMITS.companyTagsMax)])
    .optional()
    .describe('Company codes (one, or a list); absent: those of the item'),
});

/** 'POST baseCountry queryPcUpdateImformList': GACC customs updates. */
export const customsUpdateBody = z.object({
  page: bodyPage,
  limit: bodyLimit(NEWS_PAGE_SIZE.customsUpdates),
  lang,
  accessType,
  area: z.array(shaped(COUNTRY_CODE)).max(60).optional().describe('Country codes: updates about any of them'),
  content: keyword.describe('Words of the title or body'),
});

export const rollMessageBody = z.object({ lang }).passthrough().nullish();

export const newsDetailQuery = z.object({ id: newsId, lang });

export const linkSubmitQuery = z.object({
  fullPath: z
    .string()
    .min(1)
    .max(300)
    .regex(/^\/[^/\\]/, 'must be a path on this portal, starting with one /')
    .describe('The page path with its query, e.g. /news/market-news/detail?id=12'),
});

export const baiduIncludedBody = z.object({ id: newsId });

/* Admin */

const isoDay = shaped(ISO_DAY);
const requiredCountry = shaped(COUNTRY_CODE);
const html = z.string().trim().min(1, 'Cannot be empty').max(NEWS_LIMITS.bodyMax);
/** The Chinese body: optional, '' when the item has none. */
const zhHtml = z.string().trim().max(NEWS_LIMITS.bodyMax).default('').describe("The Chinese body (HTML), '' when there is none");

export const adminListQuery = z.object({
  page: pageText(),
  limit: intText({ min: 1, max: 100 }).prefault(NEWS_PAGE_SIZE.admin),
  state: z.enum([NEWS_STATE.DRAFT, NEWS_STATE.PUBLISHED, '']).optional(),
  keyword: keyword,
});
export const adminIdParams = z.object({ id: newsId });
export const adminKindIdParams = z.object({ kind: z.enum(['market-news', 'factory-news']), id: newsId });
export const adminKindParams = z.object({ kind: z.enum(['market-news', 'factory-news']) });

export const newsItemForm = z.object({
  contentTitle: z.string().trim().max(NEWS_LIMITS.titleMax).default(''),
  enContentTitle: z.string().trim().min(1, 'Cannot be empty').max(NEWS_LIMITS.titleMax),
  content: html.describe('The English body (HTML)'),
  zhContent: zhHtml,
  contentKeyword: z.string().trim().max(NEWS_LIMITS.keywordMax).default(''),
  countryCode: requiredCountry,
  accessType: z.enum(ACCESS_TYPES),
  companyTags: z.array(companyCode).max(NEWS_LIMITS.companyTagsMax).default([]),
  plantNos: z.array(z.string().trim().min(1).max(64)).max(NEWS_LIMITS.companyTagsMax).default([]),
  sourceDate: isoDay,
  contentDate: isoDay.optional().describe('Defaults to sourceDate'),
});
export type NewsItemForm = z.output<typeof newsItemForm>;

export const customsUpdateForm = z.object({
  infoCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be letters, digits, - or _'),
  contentTitle: z.string().trim().max(NEWS_LIMITS.titleMax).default(''),
  enTitle: z.string().trim().min(1, 'Cannot be empty').max(NEWS_LIMITS.titleMax),
  contentEng: html.describe('The English body (HTML)'),
  zhContent: zhHtml,
  countryCodes: z.array(requiredCountry).min(1).max(60),
  accessType: z.enum(ACCESS_TYPES),
  enInfoTime: isoDay,
  changes: noticeChangesField.describe(
    'What the update changes in the market data (plants, disease bans); applied when it is first published, fixed after',
  ),
});
export type CustomsUpdateForm = z.output<typeof customsUpdateForm>;
