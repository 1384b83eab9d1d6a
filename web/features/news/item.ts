import type { MetaDescriptor } from 'react-router';
import type { CommentsType } from '../../../contracts/comments/codes';
import type { ApiTransport } from '../../../contracts/core/transport';
import type { NewsDetail } from '../../../contracts/news/models';
import { createApi, type Api } from '../../lib/api';
import { detailOr404, orEmpty } from '../../lib/loaders';
import { canonicalUrl } from '../../lib/meta';
import { loadComments } from '../../ui/comments/load';
import { langOfRequest, type Language } from '../../lib/i18n';
import type { Lang } from '../../../contracts/core/codes';
import { articleMeta, newsText } from './meta';
import { titlesFor } from './titles';
import { detailId } from './params';

/** How a kind of news item is read, in the spec's `lang` of the page. */
interface NewsItemSource<R> {
  detail(api: Api, id: number, lang: Lang): Promise<NewsDetail>;
  /** The recommended items beside it; a failure leaves the panel empty. */
  related(api: Api, item: NewsDetail, lang: Lang): Promise<{ list: R[]; total: number }>;
  commentsType: CommentsType;
}

/** A market or factory news item's page data: the item (404 when unknown), its recommendations and its comments. */
export async function loadNewsItem<R>(request: Request, transport: ApiTransport, source: NewsItemSource<R>) {
  const id = detailId(new URL(request.url));
  const api = createApi(transport);
  const lang = langOfRequest(request);
  const item = await detailOr404(() => source.detail(api, id, lang));
  const [related, comments] = await Promise.all([
    orEmpty(() => source.related(api, item, lang)),
    loadComments(api, source.commentsType, item.id),
  ]);
  return { item, related, comments, canonical: canonicalUrl(request.url, ['id']) };
}

/** The head of a news item's page, in its section and with its section's feed, titled in the page's language. */
export function newsItemMeta(
  data: { item: NewsDetail; canonical: string } | undefined,
  language: Language,
  section: 'market' | 'factory',
  feed: string,
): MetaDescriptor[] {
  if (!data) return [];
  const { item } = data;
  return articleMeta({
    language,
    title: titlesFor(language, item.enContentTitle, item.contentTitle).first.text,
    description: item.summary,
    canonical: data.canonical,
    published: `${item.sourceDate}T00:00:00.000Z`,
    modified: item.updateDate,
    section: newsText(language)(`sections.${section}`),
    feed,
  });
}
