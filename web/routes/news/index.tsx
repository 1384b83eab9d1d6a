import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/index';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE } from '../../../contracts/news/codes';
import { factoryNewsPath, marketNewsPath, NEWS_FEEDS, NEWS_PAGES } from '../../../contracts/news/pages';
import { orEmpty } from '../../lib/loaders';
import { newsMessages } from '../../features/news/messages';
import { feedLink, listMeta, newsText } from '../../features/news/meta';
import { customsHeadline, HeadlineList, newsHeadline } from '../../features/news/NewsLists';
import { SectionSource } from '../../features/news/SourceNote';
import { createApi } from '../../lib/api';
import { langOfRequest, languageOfMatches, useT } from '../../lib/i18n';
import { canonicalUrl } from '../../lib/meta';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createApi(context.api);
  const lang = langOfRequest(request);
  const [market, factory, updates] = await Promise.all([
    orEmpty(() =>
      api.call(newsCalls.marketNews, { params: { page: 1, limit: NEWS_PAGE_SIZE.marketNews }, body: { lang, newsSource: 8080 } }),
    ),
    orEmpty(() => api.call(newsCalls.factoryNews, { body: { lang, newsSource: 164, limit: NEWS_PAGE_SIZE.factoryNews } })),
    orEmpty(() => api.call(newsCalls.customsUpdates, { body: { lang, limit: NEWS_PAGE_SIZE.overviewCustomsUpdates } })),
  ]);
  return { market, factory, updates, canonical: canonicalUrl(request.url) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const language = languageOfMatches(matches);
  const t = newsText(language);
  const feed = (href: string, section: 'market' | 'factory' | 'customs') =>
    feedLink(href, t('feed', { section: t(`sections.${section}`) }));
  return [
    ...listMeta({ language, title: t('sections.news'), description: t('descriptions.overview'), canonical: data?.canonical ?? '' }),
    feed(NEWS_FEEDS.marketNews, 'market'),
    feed(NEWS_FEEDS.factoryNews, 'factory'),
    feed(NEWS_FEEDS.supervision, 'customs'),
  ];
};

function Panel({ id, title, more, wide, children }: { id: string; title: string; more: string; wide?: boolean; children: ReactNode }) {
  const t = useT(newsMessages);
  return (
    <section className={`news-panel${wide ? ' news-panel--wide' : ''}`} aria-labelledby={id}>
      <h2 id={id}>
        {title}
        <Link to={more} aria-label={t('panel.moreLabel', { section: title })}>
          {t('panel.more')}
        </Link>
      </h2>
      {children}
    </section>
  );
}

export default function NewsOverview({ loaderData }: Route.ComponentProps) {
  const t = useT(newsMessages);
  const { market, factory, updates } = loaderData;
  return (
    <section aria-labelledby="news-overview-title">
      <h1 id="news-overview-title" className="news-title">
        {t('sections.news')}
      </h1>
      <SectionSource section="overview" />
      <div className="news-panels">
        <Panel id="panel-market" title={t('sections.market')} more={NEWS_PAGES.marketNews}>
          <HeadlineList items={market.list.map(newsHeadline(marketNewsPath))} />
        </Panel>
        <Panel id="panel-factory" title={t('sections.factory')} more={NEWS_PAGES.factoryNews}>
          <HeadlineList items={factory.list.map(newsHeadline(factoryNewsPath))} />
        </Panel>
        <Panel id="panel-customs" title={t('sections.customs')} more={NEWS_PAGES.supervision} wide>
          <HeadlineList items={updates.list.map(customsHeadline)} />
        </Panel>
      </div>
    </section>
  );
}
