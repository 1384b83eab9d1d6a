import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { PRODUCT_ABBR, PRODUCT_NAME, TIMING } from '../../../contracts/core/codes';
import type { UserInfo } from '../../../contracts/accounts/models';
import type { SiteInfo } from '../../../contracts/site/models';
import { MY_ACCOUNT_PATH } from '../../lib/paths';
import { pathOfLocation, signInHref } from '../../lib/redirect';
import { logoutAndGoToLogin } from '../../lib/session';
import { track } from '../../lib/tracking';
import { MENU } from './nav';
import { NotificationBell } from './NotificationBell';

/** True while the page is scrolled less than the threshold (the home header is transparent then). */
function useScrolledUnder(threshold: number): boolean {
  const [under, setUnder] = useState(true);
  useEffect(() => {
    const update = () => setUnder(window.scrollY < threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return under;
}

interface HeaderProps {
  siteInfo: SiteInfo | undefined;
  /** The signed-in user: 'My Account' and 'exit' instead of 'Login' (§2 'Header'). */
  user?: UserInfo | null;
  /** The signed-in user's unread notifications when the page was rendered. */
  unread?: number;
  showMenu?: boolean;
}

export function Header({ siteInfo, user = null, unread = 0, showMenu = true }: HeaderProps) {
  const location = useLocation();
  const { pathname } = location;
  const scrolledUnder = useScrolledUnder(TIMING.headerTransparentUnderPx);
  const transparent = pathname === '/' && scrolledUnder;
  return (
    <header className={`site-header${transparent ? ' site-header--transparent' : ''}`}>
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={`${PRODUCT_NAME} home`}>
          <img src={siteInfo?.logo || '/logo.svg'} alt="" width={32} height={32} />
          <span className="site-header__abbr">{PRODUCT_ABBR}</span>
          <span className="site-header__name">{PRODUCT_NAME}</span>
        </Link>
        {showMenu && (
          <div className="site-nav">
            {/* A checkbox toggles the menu on small screens, so it opens without JavaScript too. */}
            <input type="checkbox" id="site-nav-toggle" className="site-nav__checkbox visually-hidden" />
            <label htmlFor="site-nav-toggle" className="site-nav__toggle" aria-label="Menu">
              <span />
              <span />
              <span />
            </label>
            <nav aria-label="Main">
              <ul className="site-nav__list">
                {MENU.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      className={({ isActive }) => (isActive ? 'active' : undefined)}
                      onClick={() => track('CLICK', item.label, 'menu')}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                {siteInfo?.host && (
                  <li>
                    <a href={siteInfo.host} target="_blank" rel="noopener noreferrer">
                      Mobile site
                    </a>
                  </li>
                )}
              </ul>
            </nav>
          </div>
        )}
        {showMenu && (
          <div className="site-header__account">
            {user ? (
              <>
                <NotificationBell initial={unread} />
                <Link to={MY_ACCOUNT_PATH} className="site-header__my-account">
                  My Account
                </Link>
                <button type="button" className="button" onClick={() => void logoutAndGoToLogin()}>
                  exit
                </button>
              </>
            ) : (
              // Signing in from the header returns to the page the visitor was reading.
              <Link
                to={signInHref(pathOfLocation(location))}
                className="button button--primary"
                onClick={() => track('CLICK', 'Login', 'header')}
              >
                Login
              </Link>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
