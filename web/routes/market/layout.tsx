import { NavLink, Outlet } from 'react-router';
import { track } from '../../lib/tracking';

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
