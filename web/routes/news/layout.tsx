import { NavLink, Outlet } from 'react-router';
import { NEWS_SECTION } from '../../../contracts/news/codes';
import { NEWS_PAGES } from '../../../contracts/news/pages';
import { track } from '../../lib/tracking';

const TABS = [
  [NEWS_PAGES.overview, 'Overview'],
  [NEWS_PAGES.marketNews, NEWS_SECTION.market],
  [NEWS_PAGES.factoryNews, NEWS_SECTION.factory],
  [NEWS_PAGES.supervision, NEWS_SECTION.customs],
] as const;

export default function NewsLayout() {
  return (
    <div className="news">
      <nav className="news-tabs" aria-label="News">
        {TABS.map(([to, label]) => (
          <NavLink
            key={to}
            to={to}
            end={to === NEWS_PAGES.overview}
            className={({ isActive }) => (isActive ? 'active' : undefined)}
            onClick={() => track('TAB', label, 'news')}
          >
            {label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
