import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { PRODUCT_ABBR, TIMING } from '../../../contracts/core/codes';
import type { UserInfo } from '../../../contracts/accounts/models';
import type { SiteInfo } from '../../../contracts/site/models';
import { MY_ACCOUNT_PATH } from '../../lib/paths';
import { pathOfLocation, signInHref } from '../../lib/redirect';
import { logoutAndGoToLogin } from '../../lib/session';
import { track } from '../../lib/tracking';
import { translator, useT } from '../../lib/i18n';
import { siteMessages } from '../../lib/i18n/messages';
import { LanguageSwitch } from './LanguageSwitch';
import { layoutMessages } from './messages';
import { MENU } from './nav';
import { MessagesBadge, NotificationBell } from './NotificationBell';

/** Clicks are counted under the English names, whatever the reader's language, so the counts add up. */
const trackedName = translator('en', layoutMessages);

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

/**
 * The phone menu's open state: closed again after each navigation (`navigation` is the location's key) and on
 * Escape, which returns focus to the toggle.
 */
function usePhoneMenu(navigation: string): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [navigation]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      document.getElementById('site-nav-toggle')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return [open, setOpen];
}

interface HeaderProps {
  siteInfo: SiteInfo | undefined;
  /** The signed-in user: 'My Account' and 'exit' instead of 'Login' (§2 'Header'). */
  user?: UserInfo | null;
  /** The signed-in user's unread notifications when the page was rendered. */
  unread?: number;
  /** The signed-in user's unread messages (conversations) when the page was rendered. */
  unreadMessages?: number;
  showMenu?: boolean;
}

export function Header({ siteInfo, user = null, unread = 0, unreadMessages = 0, showMenu = true }: HeaderProps) {
  const t = useT(layoutMessages);
  const location = useLocation();
  const { pathname } = location;
  const name = useT(siteMessages)('productName');
  const scrolledUnder = useScrolledUnder(TIMING.headerTransparentUnderPx);
  const transparent = pathname === '/' && scrolledUnder;
  const [menuOpen, setMenuOpen] = usePhoneMenu(location.key);
  return (
    <header className={`site-header${transparent ? ' site-header--transparent' : ''}`}>
      <div className="site-header__inner">
        {/* Named by what it shows (the abbreviation, and the full name where there is room), as people see it. */}
        <Link to="/" className="site-header__brand">
          <img src={siteInfo?.logo || '/logo.svg'} alt="" width={32} height={32} />
          <span className="site-header__abbr">{PRODUCT_ABBR}</span>
          <span className="site-header__name">{name}</span>
        </Link>
        {showMenu && (
          <div className="site-nav">
            {/* A checkbox toggles the menu on small screens, so it opens without JavaScript too; screen readers hear
                its name and whether the menu is expanded. The label is the box a finger taps. */}
            <input
              type="checkbox"
              id="site-nav-toggle"
              className="site-nav__checkbox visually-hidden"
              aria-label={t('menu.toggle')}
              aria-controls="site-nav-menu"
              aria-expanded={menuOpen}
              checked={menuOpen}
              onChange={(event) => setMenuOpen(event.currentTarget.checked)}
            />
            <label htmlFor="site-nav-toggle" className="site-nav__toggle" aria-hidden="true">
              <span />
              <span />
              <span />
            </label>
            <nav aria-label={t('menu.main')} id="site-nav-menu">
              <ul className="site-nav__list">
                {MENU.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      className={({ isActive }) => (isActive ? 'active' : undefined)}
                      onClick={() => track('CLICK', trackedName(`menu.${item.label}`), 'menu')}
                    >
                      {t(`menu.${item.label}`)}
                    </NavLink>
                  </li>
                ))}
                {siteInfo?.host && (
                  <li>
                    <a href={siteInfo.host} target="_blank" rel="noopener noreferrer">
                      {t('menu.mobileSite')}
                    </a>
                  </li>
                )}
                {/* On a phone the bar has room for the bell only: the account's links move into the menu. */}
                {user && (
                  <>
                    <li className="site-nav__phone-only">
                      <NavLink to={MY_ACCOUNT_PATH}>{t('account.myAccount')}</NavLink>
                    </li>
                    <li className="site-nav__phone-only">
                      <button type="button" className="site-nav__exit" onClick={() => void logoutAndGoToLogin()}>
                        {t('account.exit')}
                      </button>
                    </li>
                  </>
                )}
              </ul>
            </nav>
          </div>
        )}
        <LanguageSwitch />
        {showMenu && (
          <div className="site-header__account">
            {user ? (
              <>
                <MessagesBadge initial={unreadMessages} />
                <NotificationBell initial={unread} />
                <Link to={MY_ACCOUNT_PATH} className="site-header__my-account">
                  {t('account.myAccount')}
                </Link>
                <button type="button" className="button" onClick={() => void logoutAndGoToLogin()}>
                  {t('account.exit')}
                </button>
              </>
            ) : (
              // Signing in from the header returns to the page the visitor was reading.
              <Link
                to={signInHref(pathOfLocation(location))}
                className="button button--primary"
                onClick={() => track('CLICK', 'Login', 'header')}
              >
                {t('account.login')}
              </Link>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
