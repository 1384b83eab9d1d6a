import { NavLink, Outlet } from 'react-router';
import { marketMessages } from '../../features/market/messages';
import { translator, useT } from '../../lib/i18n';
import { track } from '../../lib/tracking';

/** The market's top nav (§2): choosing a tab goes to /market/{tab}. */
const TABS = ['company', 'plant', 'product', 'suspended', 'animalDisease', 'consigneeList'] as const;
/** Tab clicks are counted under the tab's English name, whatever the page's language. */
const trackedName = translator('en', marketMessages);

export default function MarketLayout() {
  const t = useT(marketMessages);
  return (
    <div className="market">
      <nav className="market-tabs" aria-label={t('tabs.label')}>
        {TABS.map((tab) => (
          <NavLink
            key={tab}
            to={`/market/${tab}`}
            className={({ isActive }) => (isActive ? 'active' : undefined)}
            onClick={() => track('TAB', trackedName(`tabs.${tab}`), 'market')}
          >
            {t(`tabs.${tab}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
