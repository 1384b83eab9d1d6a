import type { Route } from './+types/market-news-detail';
import { COMMENTS_TYPE } from '../../../contracts/comments/codes';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE, NEWS_SECTION } from '../../../contracts/news/codes';
import { marketNewsPath, NEWS_FEEDS } from '../../../contracts/news/pages';
import { itemOr404, orEmpty } from '../../features/news/loaders';
import { articleMeta } from '../../features/news/meta';
import { NewsArticle, useSearchEngineInclusion } from '../../features/news/NewsArticle';
import { detailId } from '../../features/news/params';
import { NEWS_SOURCES } from '../../features/news/SourceNote';
import { createApi } from '../../lib/api';
import { canonicalUrl } from '../../lib/meta';
import { loadComments } from '../../ui/comments/load';

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = detailId(new URL(request.url));
  const api = createApi(context.api);
  const item = await itemOr404(() => api.call(newsCalls.areaNewsDetail, { query: { id, lang: 'en_us' } }));
  const [recommended, comments] = await Promise.all([
    orEmpty(() =>
      api.call(newsCalls.marketNews, {
        params: { page: 1, limit: NEWS_PAGE_SIZE.recommended },
        body: { lang: 'en_us', newsSource: 8080, id: item.id, countryCode: item.countryCode },
      }),
    ),
    loadComments(api, COMMENTS_TYPE.AREA_NEWS, item.id),
  ]);
  return { item, recommended, comments, canonical: canonicalUrl(request.url, ['id']) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? articleMeta({
        title: data.item.enContentTitle,
        description: data.item.summary,
        canonical: data.canonical,
        published: `${data.item.sourceDate}T00:00:00.000Z`,
        modified: data.item.updateDate,
        section: NEWS_SECTION.market,
        feed: NEWS_FEEDS.marketNews,
      })
    : [];

export default function MarketNewsDetail({ loaderData }: Route.ComponentProps) {
  const { item, recommended, comments } = loaderData;
  useSearchEngineInclusion(item.id, item.baiduIncluded);
  return (
    <NewsArticle
      key={item.id}
      title={item.enContentTitle}
      titleZh={item.contentTitle}
      date={item.sourceDate}
      views={item.views}
      lines={` · ${item.countryName}`}
      html={item.content}
      protectedBody
      source={NEWS_SOURCES.market}
      related={recommended.list.map((n) => ({ id: n.id, to: marketNewsPath(n.id), title: n.enContentTitle, date: n.sourceDate }))}
      comments={comments}
    />
  );
}
