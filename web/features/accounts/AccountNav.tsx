import { NavLink } from 'react-router';
import { ACCOUNT_MENU, SECURITY_MENU } from './account-menu';

const linkClass = ({ isActive }: { isActive: boolean }) => `account-nav__link${isActive ? ' account-nav__link--active' : ''}`;

/** The account area's left menu with the side navigation's 'Security Settings' group (§2 'Account area'). */
export function AccountNav() {
  return (
    <nav className="account-nav" aria-label="My Account">
      <ul>
        {ACCOUNT_MENU.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <p className="account-nav__group">Security Settings</p>
      <ul>
        {SECURITY_MENU.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
