import type { Route } from './+types/factory-news-detail';
import { COMMENTS_TYPE } from '../../../contracts/comments/codes';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE, NEWS_SECTION, NEWS_SOURCE } from '../../../contracts/news/codes';
import { loadNewsItem, newsItemMeta } from '../../features/news/item';
import { factoryNewsPath, NEWS_FEEDS } from '../../../contracts/news/pages';
import { NewsArticle, useSearchEngineInclusion } from '../../features/news/NewsArticle';
import { NEWS_SOURCES } from '../../features/news/SourceNote';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadNewsItem(request, context.api, {
    detail: (api, id) => api.call(newsCalls.factoryNewsDetail, { query: { id } }),
    related: (api, item) =>
      api.call(newsCalls.relatedFactoryNews, {
        body: {
          limit: NEWS_PAGE_SIZE.recommended,
          lang: 'zh_cn',
          newsSource: NEWS_SOURCE.FACTORY,
          id: item.id,
          companyTags: item.companyTags,
        },
      }),
    commentsType: COMMENTS_TYPE.FACTORY_NEWS,
  });

export const meta: Route.MetaFunction = ({ data }) => newsItemMeta(data, NEWS_SECTION.factory, NEWS_FEEDS.factoryNews);

export default function FactoryNewsDetail({ loaderData }: Route.ComponentProps) {
  const { item, related, comments } = loaderData;
  useSearchEngineInclusion(item.id, item.baiduIncluded);
  return (
    <NewsArticle
      key={item.id}
      title={item.enContentTitle}
      titleZh={item.contentTitle}
      date={item.sourceDate}
      views={item.views}
      lines={` · ${item.countryName}${item.plantNos.length ? ` · Reg.No. ${item.plantNos.join(', ')}` : ''}`}
      html={item.content}
      source={NEWS_SOURCES.factory}
      related={related.list.map((n) => ({ id: n.id, to: factoryNewsPath(n.id), title: n.enContentTitle, date: n.sourceDate }))}
      comments={comments}
    />
  );
}
