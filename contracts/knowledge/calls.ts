import { z } from 'zod';
import { defineCall } from '../core/calls';
import { emptyBody, pageOf, pagePathParams } from '../core/envelope';
import {
  adminArticlesQuery,
  articleForm,
  categoryForm,
  detailQuery,
  idParams,
  moveCategoryBody,
  pageKnowledgeBody,
  renameCategoryBody,
  sortCategoriesBody,
} from './inputs';
import { adminArticleSchema, adminCategorySchema, categoryListSchema, knowledgeArticleSchema, knowledgeListItemSchema } from './models';

const tag = 'knowledge';

/** §7 'Knowledge base': the public calls of /knowledgeBase. */
export const knowledgeCalls = {
  page: defineCall({
    tag,
    access: 'anyone',
    method: 'POST',
    path: '/api/newsQuery/pageKnowledge/:page/:limit',
    reads: true,
    params: pagePathParams,
    body: pageKnowledgeBody,
    output: pageOf(knowledgeListItemSchema),
    summary:
      'Published, shown knowledge articles (10 a page), newest first; by category (its sub-categories included), -3 most read first, articleTitle',
  }),
  detail: defineCall({
    tag,
    access: 'anyone',
    method: 'GET',
    path: '/api/newsQuery/detail',
    query: detailQuery,
    output: knowledgeArticleSchema,
    summary: 'A published knowledge article with its category path; counts the view (contentHit)',
  }),
  categories: defineCall({
    tag,
    access: 'anyone',
    method: 'GET',
    path: '/api/knowledge/category/list',
    output: categoryListSchema,
    summary: "The category tree with article counts: the 'all' entry (-1), the hot entry (-3), then the categories",
  }),
};

const admin = { tag: 'admin', access: 'admin' } as const;
/** A write on one record: its id in the path, no body. */
const idWrite = <P extends `/api/admin/knowledge/${string}/:id/${string}`, O extends z.ZodType>(path: P, output: O, summary: string) =>
  defineCall({ ...admin, method: 'POST', path, params: idParams, body: emptyBody, output, summary });

/** The admin shell's knowledge calls: articles in every state and the category tree. Every write is audited. */
export const knowledgeAdminCalls = {
  articles: defineCall({
    ...admin,
    method: 'GET',
    path: '/api/admin/knowledge/articles',
    query: adminArticlesQuery,
    output: pageOf(adminArticleSchema),
    summary: 'Knowledge articles in every state (drafts too), newest first',
  }),
  article: defineCall({
    ...admin,
    method: 'GET',
    path: '/api/admin/knowledge/articles/:id',
    params: idParams,
    output: adminArticleSchema,
    summary: 'One knowledge article in any state',
  }),
  createArticle: defineCall({
    ...admin,
    method: 'POST',
    path: '/api/admin/knowledge/articles/add',
    body: articleForm,
    output: adminArticleSchema,
    summary: 'Writes a draft article (the body is sanitised)',
  }),
  updateArticle: defineCall({
    ...admin,
    method: 'POST',
    path: '/api/admin/knowledge/articles/:id/update',
    params: idParams,
    body: articleForm,
    output: adminArticleSchema,
    summary: 'Edits an article in any state (the body is sanitised)',
  }),
  publishArticle: idWrite('/api/admin/knowledge/articles/:id/publish', adminArticleSchema, 'Publishes an article: it becomes public'),
  unpublishArticle: idWrite('/api/admin/knowledge/articles/:id/unpublish', adminArticleSchema, 'Takes an article back to draft'),
  deleteArticle: idWrite('/api/admin/knowledge/articles/:id/delete', z.null(), 'Deletes an article'),

  categories: defineCall({
    ...admin,
    method: 'GET',
    path: '/api/admin/knowledge/categories',
    output: pageOf(adminCategorySchema),
    summary: 'Every category, roots first then their children, in display order',
  }),
  createCategory: defineCall({
    ...admin,
    method: 'POST',
    path: '/api/admin/knowledge/categories/add',
    body: categoryForm,
    output: adminCategorySchema,
    summary: 'Adds a category at the end of its parent (two levels at most)',
  }),
  renameCategory: defineCall({
    ...admin,
    method: 'POST',
    path: '/api/admin/knowledge/categories/:id/rename',
    params: idParams,
    body: renameCategoryBody,
    output: adminCategorySchema,
    summary: 'Renames a category',
  }),
  moveCategory: defineCall({
    ...admin,
    method: 'POST',
    path: '/api/admin/knowledge/categories/:id/move',
    params: idParams,
    body: moveCategoryBody,
    output: adminCategorySchema,
    summary: 'Moves a category under another root, or makes it a root (two levels at most)',
  }),
  sortCategories: defineCall({
    ...admin,
    method: 'POST',
    path: '/api/admin/knowledge/categories/sort',
    body: sortCategoriesBody,
    output: pageOf(adminCategorySchema),
    summary: 'Puts the children of one parent (or the roots) in the given order (each id once)',
  }),
  deleteCategory: idWrite(
    '/api/admin/knowledge/categories/:id/delete',
    z.null(),
    'Deletes a category that holds no articles and no sub-categories',
  ),
};
