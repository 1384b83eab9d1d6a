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
import { StatusTag } from '../../features/market/Bits';
import type { NewsDetail } from '../../../contracts/news/models';
import { Fragment } from 'react';
import { Link } from 'react-router';

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

/** The Reg.No.s the item is about: each plant the registry holds as a link to its page, with its status today. */
function NamedPlants({ plantNos, plants }: Pick<NewsDetail, 'plantNos' | 'plants'>) {
  return plantNos.map((plantNo, i) => {
    const plant = plants.find((p) => p.plantNo === plantNo);
    return (
      <Fragment key={plantNo}>
        {i > 0 && ', '}
        {plant ? (
          <>
            <Link to={plant.link} translate="no">
              {plant.plantName} ({plantNo})
            </Link>{' '}
            <StatusTag status={plant.status} />
          </>
        ) : (
          <span translate="no">{plantNo}</span>
        )}
      </Fragment>
    );
  });
}

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
              <NamedPlants plantNos={item.plantNos} plants={item.plants} />
            </>
          )}
        </>
      }
      html={item.content}
      source="factory"
      related={related.list.map(newsHeadline(factoryNewsPath))}
      comments={comments}
    />
  );
}
