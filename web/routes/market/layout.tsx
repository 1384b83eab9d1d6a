import { NavLink, Outlet } from 'react-router';
import type { Route } from './+types/layout';
import marketStylesHref from '../../features/market/market.css?url';
import { track } from '../../lib/tracking';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketStylesHref }];

/** The market's top nav (§2): choosing a tab goes to /market/{tab}. */
const TABS = [
  ['company', 'Company'],
  ['plant', 'Reg.No.'],
  ['product', 'Product'],
  ['suspended', 'Suspension'],
  ['animalDisease', 'Animal Disease'],
  ['consigneeList', 'Consignee List'],
] as const;

export default function MarketLayout() {
  return (
    <div className="market">
      <nav className="market-tabs" aria-label="Market">
        {TABS.map(([tab, label]) => (
          <NavLink
            key={tab}
            to={`/market/${tab}`}
            className={({ isActive }) => (isActive ? 'active' : undefined)}
            onClick={() => track('TAB', label, 'market')}
          >
            {label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
