import { RECORD_ID } from '../../../contracts/core/rules';
import { CATEGORY_ALL, CATEGORY_HOT, KNOWLEDGE_LIMITS } from '../../../contracts/knowledge/codes';
import { KNOWLEDGE_PAGE } from '../../../contracts/knowledge/pages';
import { readInt, readOneOf, readPage, readText } from '../../lib/url-rules';

/** What the knowledge page shows, read from its URL: category, title words, page and the open article. */
export interface KnowledgeParams {
  /** A tree node's uuid ('' for all). */
  categoryId: string;
  articleTitle: string;
  page: number;
  /** The open article, or null for the list. */
  id: number | null;
}

/** A category filter as pageKnowledge takes it: a category's id, or the tree's All or Hot entry. */
const categoryOf = (value: string | null) => {
  const id = readInt(RECORD_ID, value) ?? readOneOf([CATEGORY_ALL, CATEGORY_HOT], value);
  return id === undefined ? '' : String(id);
};

/** The URL's values, those the calls would refuse dropped. `pathId` is the id of /knowledgeBase/{id}. */
export function knowledgeParams(url: URL, pathId?: string): KnowledgeParams & { badId: boolean } {
  const q = url.searchParams;
  const rawId = pathId ?? q.get('id') ?? '';
  const id = readInt(RECORD_ID, rawId) ?? null;
  return {
    categoryId: categoryOf(q.get('categoryId')),
    articleTitle: readText(KNOWLEDGE_LIMITS.articleTitle, q.get('articleTitle')),
    page: readPage(q.get('page')),
    id,
    badId: rawId !== '' && id === null,
  };
}

/** The page's address with these values; empty ones (and page 1) are left out. */
export function knowledgeHref(params: Partial<KnowledgeParams>): string {
  const q = new URLSearchParams();
  if (params.categoryId && params.categoryId !== '-1') q.set('categoryId', params.categoryId);
  if (params.articleTitle) q.set('articleTitle', params.articleTitle);
  if (params.page && params.page > 1) q.set('page', String(params.page));
  if (params.id) q.set('id', String(params.id));
  const text = q.toString();
  return text ? `${KNOWLEDGE_PAGE}?${text}` : KNOWLEDGE_PAGE;
}
