import type { Page } from '../../../contracts/core/envelope';
import { CATEGORY_ALL, CATEGORY_HOT, HOT_ARTICLES, KNOWLEDGE_MSG } from '../../../contracts/knowledge/codes';
import type { PageKnowledgeBody } from '../../../contracts/knowledge/inputs';
import type { CategoryNode, KnowledgeArticle, KnowledgeListItem } from '../../../contracts/knowledge/models';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/envelope';
import { articleOf, listItemOf } from './presenters';
import * as articles from './queries/articles';
import * as categories from './queries/categories';
import { pathTo, publicTree } from './tree';

/** The public knowledge base: the list, an article (counting its view) and the category tree. */
export function createKnowledgeService(db: Db) {
  return {
    /**
     * One page of shown, published articles. A category lists its sub-categories' articles too; -1 or none
     * lists all; -3 lists the HOT_ARTICLES most read, most read first (so it is one page long).
     */
    async page(body: PageKnowledgeBody, page: number, limit: number): Promise<Page<KnowledgeListItem>> {
      const offset = (page - 1) * limit;
      const filter = { articleTitle: body.articleTitle || undefined };
      if (body.categoryId === CATEGORY_HOT) {
        if (offset >= HOT_ARTICLES) {
          const { total } = await articles.pagePublic(db, filter, 'mostRead', 0, 0);
          return { list: [], total: Math.min(total, HOT_ARTICLES) };
        }
        const { rows, total } = await articles.pagePublic(db, filter, 'mostRead', offset, Math.min(limit, HOT_ARTICLES - offset));
        return { list: rows.map(listItemOf), total: Math.min(total, HOT_ARTICLES) };
      }
      const categoryId = body.categoryId === undefined || body.categoryId === CATEGORY_ALL ? undefined : body.categoryId;
      const { rows, total } = await articles.pagePublic(db, { ...filter, categoryId }, 'newest', offset, limit);
      return { list: rows.map(listItemOf), total };
    },

    /** A shown, published article with its category path (its call counts a view: routes.ts). */
    async detail(id: number): Promise<KnowledgeArticle> {
      const row = await articles.findPublic(db, id);
      if (!row) throw notFound(KNOWLEDGE_MSG.articleNotFound);
      return articleOf(row, pathTo(row.categoryId, await categories.listCategories(db)));
    },

    async categoryTree(): Promise<{ categories: CategoryNode[] }> {
      const [rows, counts] = await Promise.all([categories.listCategories(db), articles.countPublicByCategory(db)]);
      return { categories: publicTree(rows, new Map(counts.map((c) => [c.categoryId, c.count]))) };
    },
  };
}

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
