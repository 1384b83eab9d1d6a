import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { PRODUCT_ABBR } from '../../../contracts/core/codes';
import { localPath, useLanguage, useT } from '../../lib/i18n';
import { LanguageSwitch } from '../../ui/layout/LanguageSwitch';
import { useSlowNavigation } from '../../ui/layout/NavigationProgress';
import { adminMessages } from './messages';

/** The shell's menu: each entry's name is `titles.<page>` in the catalogue. */
export const ADMIN_MENU = [
  { to: '/admin/users', page: 'users' },
  { to: '/admin/settings', page: 'settings' },
  { to: '/admin/news', page: 'news' },
  { to: '/admin/knowledge', page: 'knowledge' },
  { to: '/admin/banners', page: 'banners' },
  { to: '/admin/moderation', page: 'moderation' },
  { to: '/admin/verification', page: 'verification' },
  { to: '/admin/comments', page: 'comments' },
  { to: '/admin/feedback', page: 'feedback' },
  { to: '/admin/bank-accounts', page: 'bankAccounts' },
  { to: '/admin/imports', page: 'imports' },
  { to: '/admin/plants', page: 'plants' },
  { to: '/admin/tracking', page: 'tracking' },
  { to: '/admin/audit', page: 'audit' },
  { to: '/admin/jobs', page: 'jobs' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) => `admin-nav__link${isActive ? ' admin-nav__link--active' : ''}`;

/**
 * The shell's own chrome: a bar with its menu, who is signed in, the language switch, and the way back to the
 * public site (a full load, which brings the public pages' styles; in the page's language).
 */
export function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  const t = useT(adminMessages);
  const language = useLanguage();
  const loading = useSlowNavigation();
  return (
    <div className="admin-shell">
      <header className="admin-bar">
        <Link to="/admin" className="admin-bar__title">
          <span translate="no">{PRODUCT_ABBR}</span> {t('shell.admin')}
        </Link>
        <nav className="admin-nav" aria-label={t('shell.nav')}>
          {ADMIN_MENU.map((item) => (
            <NavLink key={item.to} to={item.to} className={linkClass}>
              {t(`titles.${item.page}`)}
            </NavLink>
          ))}
        </nav>
        <div className="admin-bar__me">
          <span className="admin-bar__email" translate="no">
            {email}
          </span>
          <LanguageSwitch />
          <a href={localPath(language, '/')}>{t('shell.backToSite')}</a>
        </div>
      </header>
      <main className="admin-main" id="main" tabIndex={-1} aria-busy={loading || undefined}>
        {children}
      </main>
    </div>
  );
}
