import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/index';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE, NEWS_SECTION } from '../../../contracts/news/codes';
import { customsUpdatePath, factoryNewsPath, marketNewsPath, NEWS_FEEDS, NEWS_PAGES } from '../../../contracts/news/pages';
import { orEmpty } from '../../lib/loaders';
import { feedLink, listMeta } from '../../features/news/meta';
import { HeadlineList } from '../../features/news/NewsLists';
import { SourceNote } from '../../features/news/SourceNote';
import { createApi } from '../../lib/api';
import { canonicalUrl } from '../../lib/meta';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createApi(context.api);
  const [market, factory, updates] = await Promise.all([
    orEmpty(() =>
      api.call(newsCalls.marketNews, { params: { page: 1, limit: NEWS_PAGE_SIZE.marketNews }, body: { lang: 'en_us', newsSource: 8080 } }),
    ),
    orEmpty(() => api.call(newsCalls.factoryNews, { body: { lang: 'zh_cn', newsSource: 164, limit: NEWS_PAGE_SIZE.factoryNews } })),
    orEmpty(() => api.call(newsCalls.customsUpdates, { body: { lang: 'en_us', limit: NEWS_PAGE_SIZE.overviewCustomsUpdates } })),
  ]);
  return { market, factory, updates, canonical: canonicalUrl(request.url) };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...listMeta({
    title: 'News',
    description: 'Market news, factory news and GACC customs updates for meat and seafood exporters to China.',
    canonical: data?.canonical ?? '',
  }),
  feedLink(NEWS_FEEDS.marketNews, `${NEWS_SECTION.market} (Atom)`),
  feedLink(NEWS_FEEDS.factoryNews, `${NEWS_SECTION.factory} (Atom)`),
  feedLink(NEWS_FEEDS.supervision, `${NEWS_SECTION.customs} (Atom)`),
];

function Panel({ id, title, more, wide, children }: { id: string; title: string; more: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={`news-panel${wide ? ' news-panel--wide' : ''}`} aria-labelledby={id}>
      <h2 id={id}>
        {title}
        <Link to={more} aria-label={`More ${title}`}>
          more
        </Link>
      </h2>
      {children}
    </section>
  );
}

export default function NewsOverview({ loaderData }: Route.ComponentProps) {
  const { market, factory, updates } = loaderData;
  return (
    <section aria-labelledby="news-overview-title">
      <h1 id="news-overview-title" className="news-title">
        News
      </h1>
      <SourceNote source="GACC announcements, competent authorities, company announcements and trade press, edited by the CMSP news desk" />
      <div className="news-panels">
        <Panel id="panel-market" title={NEWS_SECTION.market} more={NEWS_PAGES.marketNews}>
          <HeadlineList
            items={market.list.map((n) => ({
              id: n.id,
              to: marketNewsPath(n.id),
              title: n.enContentTitle,
              titleZh: n.contentTitle,
              date: n.sourceDate,
            }))}
          />
        </Panel>
        <Panel id="panel-factory" title={NEWS_SECTION.factory} more={NEWS_PAGES.factoryNews}>
          <HeadlineList
            items={factory.list.map((n) => ({
              id: n.id,
              to: factoryNewsPath(n.id),
              title: n.enContentTitle,
              titleZh: n.contentTitle,
              date: n.sourceDate,
            }))}
          />
        </Panel>
        <Panel id="panel-customs" title={NEWS_SECTION.customs} more={NEWS_PAGES.supervision} wide>
          <HeadlineList
            items={updates.list.map((u) => ({
              id: u.id,
              to: customsUpdatePath(u.id),
              title: u.enTitle,
              titleZh: u.contentTitle,
              date: u.enInfoTime,
            }))}
          />
        </Panel>
      </div>
    </section>
  );
}
