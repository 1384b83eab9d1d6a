import type { Route } from './+types/factory-news-detail';
import { COMMENTS_TYPE } from '../../../contracts/comments/codes';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE, NEWS_SOURCE } from '../../../contracts/news/codes';
import { loadNewsItem, newsItemMeta } from '../../features/news/item';
import { newsMessages } from '../../features/news/messages';
import { factoryNewsPath, NEWS_FEEDS } from '../../../contracts/news/pages';
import { NewsArticle, useSearchEngineInclusion } from '../../features/news/NewsArticle';
import { newsHeadline } from '../../features/news/NewsLists';
import { languageOfMatches, useT } from '../../lib/i18n';
import { NamedPlants } from '../../features/news/NoticeChanges';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadNewsItem(request, context.api, {
    detail: (api, id, lang) => api.call(newsCalls.factoryNewsDetail, { query: { id, lang } }),
    related: (api, item, lang) =>
      api.call(newsCalls.relatedFactoryNews, {
        body: {
          limit: NEWS_PAGE_SIZE.recommended,
          lang,
          newsSource: NEWS_SOURCE.FACTORY,
          id: item.id,
          companyTags: item.companyTags,
        },
      }),
    commentsType: COMMENTS_TYPE.FACTORY_NEWS,
  });

export const meta: Route.MetaFunction = ({ data, matches }) =>
  newsItemMeta(data, languageOfMatches(matches), 'factory', NEWS_FEEDS.factoryNews);

export default function FactoryNewsDetail({ loaderData }: Route.ComponentProps) {
  const t = useT(newsMessages);
  const { item, related, comments } = loaderData;
  useSearchEngineInclusion(item.id, item.baiduIncluded);
  return (
    <NewsArticle
      key={item.id}
      title={item.enContentTitle}
      titleZh={item.contentTitle}
      date={item.sourceDate}
      views={item.views}
      lines={
        <>
          {` · ${item.countryName}`}
          {item.plantNos.length > 0 && (
            <>
              {` · ${t('article.regNo')} `}
              <span translate="no">{item.plantNos.join(', ')}</span>
            </>
          )}
        </>
      }
      html={item.content}
      source="factory"
      after={<NamedPlants plantNos={item.plantNos} plants={item.plants} />}
      related={related.list.map(newsHeadline(factoryNewsPath))}
      comments={comments}
    />
  );
}
