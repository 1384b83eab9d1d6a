import { NEWS_PAGES, factoryNewsPath, marketNewsPath } from '../../../contracts/news/pages';
import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { CompanyCardView } from '../market/CompanyCard';
import { newsMessages } from '../news/messages';
import { customsHeadline, HeadlineList, newsHeadline } from '../news/NewsLists';
import { useNewsSource } from '../news/SourceNote';
import { latestOf, type HomeWidgets } from './home-data';
import { HomePanel } from './HomePanel';
import { homeMessages } from './messages';

/** The Market News and GACC Updates block of §2, side by side on wide screens. */
export function NewsBlock({ marketNews, customsUpdates }: Pick<HomeWidgets, 'marketNews' | 'customsUpdates'>) {
  const t = useT(newsMessages);
  const marketSource = useNewsSource('market');
  const customsSource = useNewsSource('customs');
  return (
    <div className="home-row home-row--two">
      <HomePanel
        id="home-market-news"
        title={t('sections.market')}
        more={{ to: NEWS_PAGES.marketNews }}
        source={{ source: marketSource, asOf: latestOf(marketNews.map((n) => n.sourceDate)) }}
      >
        <HeadlineList items={marketNews.map(newsHeadline(marketNewsPath))} />
      </HomePanel>
      <HomePanel
        id="home-gacc-updates"
        title={t('sections.customs')}
        more={{ to: NEWS_PAGES.supervision }}
        source={{ source: customsSource, asOf: latestOf(customsUpdates.map((u) => u.enInfoTime)) }}
      >
        <HeadlineList items={customsUpdates.map(customsHeadline)} />
      </HomePanel>
    </div>
  );
}

/** The 'Recommended' grid: 8 promoted companies, each to its company detail. */
export function RecommendedGrid({ companies }: { companies: HomeWidgets['recommended'] }) {
  const t = useT(homeMessages);
  return (
    <HomePanel
      id="home-recommended"
      title={t('recommended.title')}
      more={{ to: '/market/company', label: t('recommended.more') }}
      source={{ source: t('recommended.source') }}
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
  const t = useT(newsMessages);
  return (
    <HomePanel
      id="home-factory-news"
      title={t('sections.factory')}
      more={{ to: NEWS_PAGES.factoryNews }}
      source={{ source: useNewsSource('factory'), asOf: latestOf(items.map((n) => n.sourceDate)) }}
    >
      <HeadlineList items={items.map(newsHeadline(factoryNewsPath))} />
    </HomePanel>
  );
}
