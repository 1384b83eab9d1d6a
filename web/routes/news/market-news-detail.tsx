import type { Route } from './+types/market-news-detail';
import { COMMENTS_TYPE } from '../../../contracts/comments/codes';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE, NEWS_SOURCE } from '../../../contracts/news/codes';
import { loadNewsItem, newsItemMeta } from '../../features/news/item';
import { marketNewsPath, NEWS_FEEDS } from '../../../contracts/news/pages';
import { NewsArticle, useSearchEngineInclusion } from '../../features/news/NewsArticle';
import { newsHeadline } from '../../features/news/NewsLists';
import { NamedPlants } from '../../features/news/NoticeChanges';
import { languageOfMatches } from '../../lib/i18n';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadNewsItem(request, context.api, {
    detail: (api, id, lang) => api.call(newsCalls.areaNewsDetail, { query: { id, lang } }),
    related: (api, item, lang) =>
      api.call(newsCalls.marketNews, {
        params: { page: 1, limit: NEWS_PAGE_SIZE.recommended },
        body: { lang, newsSource: NEWS_SOURCE.MARKET, id: item.id, countryCode: item.countryCode },
      }),
    commentsType: COMMENTS_TYPE.AREA_NEWS,
  });

export const meta: Route.MetaFunction = ({ data, matches }) =>
  newsItemMeta(data, languageOfMatches(matches), 'market', NEWS_FEEDS.marketNews);

export default function MarketNewsDetail({ loaderData }: Route.ComponentProps) {
  const { item, related, comments } = loaderData;
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
      source="market"
      after={<NamedPlants plantNos={item.plantNos} plants={item.plants} />}
      related={related.list.map(newsHeadline(marketNewsPath))}
      comments={comments}
    />
  );
}
