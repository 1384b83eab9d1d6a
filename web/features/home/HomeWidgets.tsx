import { NEWS_PAGES, customsUpdatePath, factoryNewsPath, marketNewsPath } from '../../../contracts/news/pages';
import { NEWS_SECTION } from '../../../contracts/news/codes';
import { EmptyState } from '../../ui/EmptyState';
import { CompanyCardView } from '../market/CompanyCard';
import { HeadlineList } from '../news/NewsLists';
import { NEWS_SOURCES } from '../news/SourceNote';
import { latestOf, type HomeWidgets } from './home-data';
import { HomePanel } from './HomePanel';

/** The Market News and GACC Updates block of §2, side by side on wide screens. */
export function NewsBlock({ marketNews, customsUpdates }: Pick<HomeWidgets, 'marketNews' | 'customsUpdates'>) {
  return (
    <div className="home-row home-row--two">
      <HomePanel
        id="home-market-news"
        title={NEWS_SECTION.market}
        more={{ to: NEWS_PAGES.marketNews }}
        source={{ source: NEWS_SOURCES.market, asOf: latestOf(marketNews.map((n) => n.sourceDate)) }}
      >
        <HeadlineList
          items={marketNews.map((n) => ({
            id: n.id,
            to: marketNewsPath(n.id),
            title: n.enContentTitle,
            titleZh: n.contentTitle,
            date: n.sourceDate,
          }))}
        />
      </HomePanel>
      <HomePanel
        id="home-gacc-updates"
        title="GACC Updates"
        more={{ to: NEWS_PAGES.supervision }}
        source={{ source: NEWS_SOURCES.customs, asOf: latestOf(customsUpdates.map((u) => u.enInfoTime)) }}
      >
        <HeadlineList
          items={customsUpdates.map((u) => ({
            id: u.id,
            to: customsUpdatePath(u.id),
            title: u.enTitle,
            titleZh: u.contentTitle,
            date: u.enInfoTime,
          }))}
        />
      </HomePanel>
    </div>
  );
}

/** The 'Recommended' grid: 8 promoted companies, each to its company detail. */
export function RecommendedGrid({ companies }: { companies: HomeWidgets['recommended'] }) {
  return (
    <HomePanel
      id="home-recommended"
      title="Recommended"
      more={{ to: '/market/company', label: 'More companies' }}
      source={{ source: 'GACC registration lists; recommendation by the CMSP editors' }}
    >
      {companies.length === 0 ? (
        <EmptyState boxed />
      ) : (
        <div className="home-recommended">
          {companies.map((company) => (
            <CompanyCardView key={`${company.countryCode}-${company.companyCode}`} company={company} />
          ))}
        </div>
      )}
    </HomePanel>
  );
}

/** Company announcements (factory news): the recommended reading list beside the grid. */
export function FactoryNewsList({ items }: { items: HomeWidgets['factoryNews'] }) {
  return (
    <HomePanel
      id="home-factory-news"
      title={NEWS_SECTION.factory}
      more={{ to: NEWS_PAGES.factoryNews }}
      source={{ source: NEWS_SOURCES.factory, asOf: latestOf(items.map((n) => n.sourceDate)) }}
    >
      <HeadlineList
        items={items.map((n) => ({
          id: n.id,
          to: factoryNewsPath(n.id),
          title: n.enContentTitle,
          titleZh: n.contentTitle,
          date: n.sourceDate,
        }))}
      />
    </HomePanel>
  );
}
