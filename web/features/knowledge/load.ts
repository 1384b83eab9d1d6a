import { data, redirect } from 'react-router';
import { COMMENTS_TYPE } from '../../../contracts/comments/codes';
import { DEFAULT_APP_ID } from '../../../contracts/core/codes';
import { knowledgeCalls } from '../../../contracts/knowledge/calls';
import { KNOWLEDGE_PAGE_SIZE } from '../../../contracts/knowledge/codes';
import { knowledgePagePath } from '../../../contracts/knowledge/pages';
import { siteCalls } from '../../../contracts/site/calls';
import { ApiError, createApi, pageMessage } from '../../lib/api';
import { canonicalUrl } from '../../lib/meta';
import type { CallOutput } from '../../../contracts/core/calls';
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
    api.call(siteCalls.banners, { body: { appId: DEFAULT_APP_ID, showPositions: ['TOP_YDT'] } }).catch(() => ({ list: [], total: 0 })),
  ]);
  if (params.id !== null) {
    const id = params.id;
    const [article, comments] = await Promise.all([
      api.call(knowledgeCalls.detail, { query: { id } }).catch((err: unknown) => {
        if (err instanceof ApiError && (err.status === 404 || err.status === 400)) throw data(null, { status: 404 });
        throw err;
      }),
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
  let list: CallOutput<typeof knowledgeCalls.page> & { problem?: string };
  try {
    list = await api.call(knowledgeCalls.page, { params: { page: params.page, limit: KNOWLEDGE_PAGE_SIZE }, body });
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 400)) throw err;
    list = { list: [], total: 0, problem: pageMessage(err, {}) };
  }
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
