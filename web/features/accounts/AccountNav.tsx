import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { enquiryCalls } from '../../../contracts/enquiries/calls';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { ACCOUNT_MENU, SECURITY_MENU } from './account-menu';
import { accountsMessages } from './messages';

const linkClass = ({ isActive }: { isActive: boolean }) => `account-nav__link${isActive ? ' account-nav__link--active' : ''}`;

/** The account area's left menu with the side navigation's 'Security Settings' group (§2 'Account area'). */
export function AccountNav() {
  const t = useT(accountsMessages);
  const unread = useUnreadMessages();
  return (
    <nav className="account-nav" aria-label={t('nav.label')}>
      <ul>
        {ACCOUNT_MENU.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass}>
              {t(`nav.${item.label}`)}
              {item.label === 'messages' && unread > 0 && <span className="account-nav__badge"> ({unread})</span>}
            </NavLink>
          </li>
        ))}
      </ul>
      <p className="account-nav__group">{t('nav.security')}</p>
      <ul>
        {SECURITY_MENU.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass}>
              {t(`nav.${item.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The unread messages of the signed-in user, asked again on each page of the account area (the thread reads some). */
function useUnreadMessages(): number {
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    browserApi()
      .call(enquiryCalls.countNew)
      .then((r) => live && setCount(r.count))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pathname]);
  return count;
}
