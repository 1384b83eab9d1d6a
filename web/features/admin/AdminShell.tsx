import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

export const ADMIN_MENU = [
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/settings', label: 'Site settings' },
  { to: '/admin/news', label: 'News' },
  { to: '/admin/knowledge', label: 'Knowledge' },
  { to: '/admin/banners', label: 'Banners' },
  { to: '/admin/moderation', label: 'Moderation' },
  { to: '/admin/comments', label: 'Comments' },
  { to: '/admin/feedback', label: 'Feedback' },
  { to: '/admin/imports', label: 'Imports' },
  { to: '/admin/plants', label: 'Plants' },
  { to: '/admin/tracking', label: 'Tracking' },
  { to: '/admin/audit', label: 'Audit log' },
  { to: '/admin/jobs', label: 'Jobs' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) => `admin-nav__link${isActive ? ' admin-nav__link--active' : ''}`;

/** The shell's own chrome: a bar with its menu, who is signed in, and the way back to the public site. */
export function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  return (
    <div className="admin-shell">
      <header className="admin-bar">
        <Link to="/admin" className="admin-bar__title">
          CMSP Admin
        </Link>
        <nav className="admin-nav" aria-label="Administration">
          {ADMIN_MENU.map((item) => (
            <NavLink key={item.to} to={item.to} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="admin-bar__me">
          <span className="admin-bar__email">{email}</span>
          <a href="/">Back to site</a>
        </div>
      </header>
      <main className="admin-main" id="main">
        {children}
      </main>
    </div>
  );
}
