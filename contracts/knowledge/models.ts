import { z } from 'zod';
import { int } from '../core/numbers';
import { CONTENT_DISPLAYS, PUBLICATION_STATES } from './codes';

/** What the knowledge calls answer (§3 'Knowledge article', 'Category tree node'). */

/** A step of an article's category path, from the root: §3 paths[{uuid, categoryName}]. */
export const pathStepSchema = z.object({ uuid: z.string(), categoryName: z.string() });

/** A row of the article list: the article without its body, with a plain-text summary. */
export const knowledgeListItemSchema = z.object({
  id: int(),
  contentTitle: z.string(),
  createDate: z.string().describe('ISO 8601 date-time (UTC)'),
  categoryId: z.string(),
  categoryName: z.string(),
  contentHit: int().describe('Views'),
  contentKeyword: z.string(),
  summary: z.string().describe('The first sentences of the body, as plain text'),
  waterRemarkFlag: int(),
});
export type KnowledgeListItem = z.infer<typeof knowledgeListItemSchema>;

export const knowledgeArticleSchema = z.object({
  id: int(),
  contentTitle: z.string(),
  createDate: z.string().describe('ISO 8601 date-time (UTC)'),
  updateDate: z.string().describe('ISO 8601 date-time (UTC): the last edit'),
  content: z.string().describe('HTML (headings, paragraphs, lists, tables, links): sanitised'),
  categoryId: z.string(),
  paths: z.array(pathStepSchema).describe('The category path from the root to the article’s category'),
  contentHit: int().describe('Views, this one included'),
  contentKeyword: z.string(),
  baiduIncluded: int(),
  waterRemarkFlag: int().describe('1: show waterRemark over the article'),
  waterRemark: z.string(),
});
export type KnowledgeArticle = z.infer<typeof knowledgeArticleSchema>;

/** A sub-category: the tree has two levels, so its children are always empty. */
export const categoryLeafSchema = z.object({
  uuid: z.string(),
  label: z.string(),
  count: int().describe('Shown articles in it'),
  children: z.array(z.never()).max(0),
});

/** §3 Category tree node: uuid, label, count; -1 is every article, -3 the most read. */
export const categoryNodeSchema = z.object({
  uuid: z.string(),
  label: z.string(),
  count: int().describe('Shown articles in it and its sub-categories'),
  children: z.array(categoryLeafSchema),
});
export type CategoryNode = z.infer<typeof categoryNodeSchema>;

export const categoryListSchema = z.object({ categories: z.array(categoryNodeSchema) });

/** The admin shell's view of an article: every field, its state and dates. */
export const adminArticleSchema = knowledgeArticleSchema.omit({ paths: true }).extend({
  zhContentTitle: z.string().describe("The Chinese title, '' when there is none"),
  zhContent: z.string().describe("The Chinese body (sanitised HTML), '' when there is none"),
  state: z.enum(PUBLICATION_STATES),
  publishedAt: z.string().nullable(),
  contentDisplay: z.enum(CONTENT_DISPLAYS),
  contentType: z.string(),
  categoryName: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

/** A category as the admin shell edits it: every one, with its articles counted in any state. */
export const adminCategorySchema = z.object({
  uuid: z.string(),
  categoryName: z.string(),
  zhCategoryName: z.string().describe("The Chinese name, '' when there is none"),
  parentId: z.string().nullable(),
  sort: int(),
  articleCount: int(),
  childCount: int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
