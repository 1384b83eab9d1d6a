import { z } from 'zod';
import { INT_MAX, int, intText, idText, withDigits } from '../core/numbers';
import {
  CATEGORY_ALL,
  CATEGORY_HOT,
  CONTENT_DISPLAYS,
  CONTENT_TYPE,
  CONTENT_DISPLAY,
  FLAG,
  KNOWLEDGE_LIMITS as L,
  PUBLICATION_STATES,
} from './codes';
import { pageText } from '../core/fields';

/** What the knowledge calls take (§7 'Knowledge base'), in the spec's field names. */

/** An article or category id: a positive integer, sent as a number or as its digits. */
export const recordId = idText();
/** A category's parent: an id, or null for a root. */
const parentCategory = withDigits(int().min(1).nullable());

/** A tree node's uuid as a filter: a category id, -1 (all) or -3 (hot); absent or '' means all. */
const categoryFilter = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d{1,10}$/, 'must be a category uuid, -1 (all) or -3 (hot)'),
  ])
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .max(INT_MAX)
      .refine((n) => n > 0 || n === CATEGORY_ALL || n === CATEGORY_HOT, 'must be a category uuid, -1 (all) or -3 (hot)'),
  );

export const pageKnowledgeBody = z.object({
  contentType: z.literal(CONTENT_TYPE.KNOWLEDGE).default(CONTENT_TYPE.KNOWLEDGE).describe('Always KNOWLEDGE'),
  contentDisplay: z.literal(CONTENT_DISPLAY.DISPLAY).default(CONTENT_DISPLAY.DISPLAY).describe('Always DISPLAY: the shown articles'),
  categoryId: z
    .union([categoryFilter, z.literal('').transform(() => undefined)])
    .optional()
    .describe('A category uuid (its sub-categories included), -1 for all, -3 for the most read; absent for all'),
  articleTitle: z.string().trim().max(L.articleTitle).optional().describe('Words of the title (English stemming, or a part of a word)'),
});
export type PageKnowledgeBody = z.output<typeof pageKnowledgeBody>;

export const detailQuery = z.object({ id: recordId.describe("The article's id") });

export const idParams = z.object({ id: recordId });

/** The admin shell's article list: every state, newest first. */
export const adminArticlesQuery = z.object({
  page: pageText(),
  limit: intText({ min: 1, max: L.adminPageSizeMax }).prefault(20),
  state: z.enum(PUBLICATION_STATES).optional(),
  categoryId: recordId.optional(),
  articleTitle: z.string().trim().max(L.articleTitle).optional(),
});
export type AdminArticlesQuery = z.output<typeof adminArticlesQuery>;

const flag = z.union([z.literal(FLAG.OFF), z.literal(FLAG.ON)]);

/** An article as an administrator writes it; the body is HTML, sanitised when saved. */
export const articleForm = z
  .object({
    contentTitle: z.string().trim().min(1).max(L.contentTitle).describe('The English title'),
    content: z.string().max(L.content).describe('The English body (HTML)'),
    zhContentTitle: z.string().trim().max(L.contentTitle).default('').describe("The Chinese title, '' when there is none"),
    zhContent: z.string().max(L.content).default('').describe("The Chinese body (HTML), '' when there is none"),
    categoryId: recordId,
    contentKeyword: z.string().trim().max(L.contentKeyword).default(''),
    contentDisplay: z.enum(CONTENT_DISPLAYS).default(CONTENT_DISPLAY.DISPLAY),
    waterRemarkFlag: flag.default(FLAG.OFF),
    waterRemark: z.string().trim().max(L.waterRemark).default(''),
    createDate: z.iso.datetime({ offset: true }).optional().describe('The date shown on the article; now when absent'),
  })
  .refine((form) => form.waterRemarkFlag === FLAG.OFF || form.waterRemark.length > 0, {
    path: ['waterRemark'],
    message: 'is required when waterRemarkFlag is 1',
  });
export type ArticleForm = z.output<typeof articleForm>;

export const categoryForm = z.object({
  categoryName: z.string().trim().min(1).max(L.categoryName).describe('The English name'),
  zhCategoryName: z.string().trim().max(L.categoryName).default('').describe("The Chinese name, '' when there is none"),
  parentId: parentCategory.prefault(null).describe('The parent category; null for a root'),
});
export type CategoryForm = z.output<typeof categoryForm>;

export const renameCategoryBody = z.object({
  categoryName: z.string().trim().min(1).max(L.categoryName).describe('The English name'),
  zhCategoryName: z.string().trim().max(L.categoryName).optional().describe("The Chinese name ('' for none); absent: kept as it is"),
});
export type RenameCategoryBody = z.output<typeof renameCategoryBody>;

export const moveCategoryBody = z.object({ parentId: parentCategory.describe('The new parent; null makes it a root') });

export const sortCategoriesBody = z.object({
  parentId: parentCategory.describe('Whose children are ordered; null for the roots'),
  ids: z.array(recordId).min(1).max(1_000),
});
