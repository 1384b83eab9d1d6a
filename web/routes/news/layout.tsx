import { NavLink, Outlet } from 'react-router';
import { NEWS_SECTION } from '../../../contracts/news/codes';
import { NEWS_PAGES } from '../../../contracts/news/pages';
import { newsMessages } from '../../features/news/messages';
import { useT } from '../../lib/i18n';
import { track } from '../../lib/tracking';

/** The tabs: their page, their label's key and the name tracking records (English, whatever the page's language). */
const TABS = [
  [NEWS_PAGES.overview, 'overview', 'Overview'],
  [NEWS_PAGES.marketNews, 'market', NEWS_SECTION.market],
  [NEWS_PAGES.factoryNews, 'factory', NEWS_SECTION.factory],
  [NEWS_PAGES.supervision, 'customs', NEWS_SECTION.customs],
] as const;

export default function NewsLayout() {
  const t = useT(newsMessages);
  return (
    <div className="news">
      <nav className="news-tabs" aria-label={t('sections.tabs')}>
        {TABS.map(([to, key, tracked]) => (
          <NavLink
            key={to}
            to={to}
            end={to === NEWS_PAGES.overview}
            className={({ isActive }) => (isActive ? 'active' : undefined)}
            onClick={() => track('TAB', tracked, 'news')}
          >
            {t(`sections.${key}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
