import type { MetaDescriptor } from 'react-router';
import type { CommentsType } from '../../../contracts/comments/codes';
import type { ApiTransport } from '../../../contracts/core/transport';
import type { NewsDetail } from '../../../contracts/news/models';
import { createApi, type Api } from '../../lib/api';
import { detailOr404, orEmpty } from '../../lib/loaders';
import { canonicalUrl } from '../../lib/meta';
import { loadComments } from '../../ui/comments/load';
import { articleMeta } from './meta';
import { detailId } from './params';

interface NewsItemSource<R> {
  detail(api: Api, id: number): Promise<NewsDetail>;
  /** The recommended items beside it; a failure leaves the panel empty. */
  related(api: Api, item: NewsDetail): Promise<{ list: R[]; total: number }>;
  commentsType: CommentsType;
}

/** A market or factory news item's page data: the item (404 when unknown), its recommendations and its comments. */
export async function loadNewsItem<R>(request: Request, transport: ApiTransport, source: NewsItemSource<R>) {
  const id = detailId(new URL(request.url));
  const api = createApi(transport);
  const item = await detailOr404(() => source.detail(api, id));
  const [related, comments] = await Promise.all([
    orEmpty(() => source.related(api, item)),
    loadComments(api, source.commentsType, item.id),
  ]);
  return { item, related, comments, canonical: canonicalUrl(request.url, ['id']) };
}

/** The head of a news item's page, in its section and with its section's feed. */
export function newsItemMeta(data: { item: NewsDetail; canonical: string } | undefined, section: string, feed: string): MetaDescriptor[] {
  if (!data) return [];
  const { item } = data;
  return articleMeta({
    title: item.enContentTitle,
    description: item.summary,
    canonical: data.canonical,
    published: `${item.sourceDate}T00:00:00.000Z`,
    modified: item.updateDate,
    section,
    feed,
  });
}
