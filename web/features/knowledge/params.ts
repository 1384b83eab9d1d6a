import { KNOWLEDGE_PAGE } from '../../../contracts/knowledge/pages';

/** What the knowledge page shows, read from its URL: category, title words, page and the open article. */
export interface KnowledgeParams {
  /** A tree node's uuid ('' for all). */
  categoryId: string;
  articleTitle: string;
  page: number;
  /** The open article, or null for the list. */
  id: number | null;
}

const ID = /^[1-9]\d{0,9}$/;
const CATEGORY = /^(-1|-3|[1-9]\d{0,9})$/;

/** The URL's values, the malformed ones dropped. `pathId` is the id of /knowledgeBase/{id}. */
export function knowledgeParams(url: URL, pathId?: string): KnowledgeParams & { badId: boolean } {
  const q = url.searchParams;
  const rawId = pathId ?? q.get('id') ?? '';
  const category = q.get('categoryId') ?? '';
  const page = Number(q.get('page') ?? '1');
  return {
    categoryId: CATEGORY.test(category) ? category : '',
    articleTitle: (q.get('articleTitle') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    id: ID.test(rawId) ? Number(rawId) : null,
    badId: rawId !== '' && !ID.test(rawId),
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
