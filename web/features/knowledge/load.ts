import { data, redirect } from 'react-router';
import { COMMENTS_TYPE } from '../../../contracts/comments/codes';
import { DEFAULT_APP_ID } from '../../../contracts/core/codes';
import { knowledgeCalls } from '../../../contracts/knowledge/calls';
import { KNOWLEDGE_PAGE_SIZE } from '../../../contracts/knowledge/codes';
import { knowledgePagePath } from '../../../contracts/knowledge/pages';
import { siteCalls } from '../../../contracts/site/calls';
import { createApi } from '../../lib/api';
import { languageOfRequest } from '../../lib/i18n';
import { detailOr404, listOrMessage, orEmpty } from '../../lib/loaders';
import { canonicalUrl } from '../../lib/meta';
import type { ApiTransport } from '../../../contracts/core/transport';
import { loadComments } from '../../ui/comments/load';
import { knowledgeParams } from './params';

/**
 * Everything /knowledgeBase and /knowledgeBase/{id} render, read on the server: the tree, the banners, and the
 * open article with its comments or one page of the list. A malformed or unknown article id is the 404 page.
 */
export async function loadKnowledgePage(request: Request, transport: ApiTransport, pathId?: string) {
  const url = new URL(request.url);
  const params = knowledgeParams(url, pathId);
  if (params.badId) throw data(null, { status: 404 });
  const api = createApi(transport);
  const origin = new URL(canonicalUrl(request.url)).origin;
  const [tree, banners] = await Promise.all([
    api.call(knowledgeCalls.categories),
    orEmpty(() => api.call(siteCalls.banners, { body: { appId: DEFAULT_APP_ID, showPositions: ['TOP_YDT'] } })),
  ]);
  if (params.id !== null) {
    const id = params.id;
    const [article, comments] = await Promise.all([
      detailOr404(() => api.call(knowledgeCalls.detail, { query: { id } })),
      loadComments(api, COMMENTS_TYPE.KNOWLEDGE_BASE, id),
    ]);
    return {
      params,
      tree: tree.categories,
      banners: banners.list,
      article,
      comments,
      list: null,
      canonical: origin + knowledgePagePath(id),
    };
  }
  const body = {
    contentType: 'KNOWLEDGE' as const,
    contentDisplay: 'DISPLAY' as const,
    ...(params.categoryId ? { categoryId: params.categoryId } : {}),
    ...(params.articleTitle ? { articleTitle: params.articleTitle } : {}),
  };
  const list = await listOrMessage(
    () => api.call(knowledgeCalls.page, { params: { page: params.page, limit: KNOWLEDGE_PAGE_SIZE }, body }),
    { language: languageOfRequest(request) },
  );
  return {
    params,
    tree: tree.categories,
    banners: banners.list,
    article: null,
    comments: null,
    list,
    canonical: canonicalUrl(request.url),
  };
}

export type KnowledgePageData = Awaited<ReturnType<typeof loadKnowledgePage>>;

/** /knowledgeBaseDetail?ownerId= (or ?id=) is an old address: it moves to /knowledgeBase?id=. */
export function knowledgeDetailRedirect(request: Request) {
  const q = new URL(request.url).searchParams;
  const id = q.get('ownerId') || q.get('id');
  return redirect(id && /^[1-9]\d{0,9}$/.test(id) ? `/knowledgeBase?id=${id}` : '/knowledgeBase', 301);
}
