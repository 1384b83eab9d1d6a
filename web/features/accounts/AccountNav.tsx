import { NavLink } from 'react-router';
import { useT } from '../../lib/i18n';
import { ACCOUNT_MENU, SECURITY_MENU } from './account-menu';
import { accountsMessages } from './messages';

const linkClass = ({ isActive }: { isActive: boolean }) => `account-nav__link${isActive ? ' account-nav__link--active' : ''}`;

/** The account area's left menu with the side navigation's 'Security Settings' group (§2 'Account area'). */
export function AccountNav() {
  const t = useT(accountsMessages);
  return (
    <nav className="account-nav" aria-label={t('nav.label')}>
      <ul>
        {ACCOUNT_MENU.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass}>
              {t(`nav.${item.label}`)}
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
