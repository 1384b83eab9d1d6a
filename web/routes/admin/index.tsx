import { Link } from 'react-router';
import type { Route } from './+types/index';
import { ADMIN_MENU } from '../../features/admin/AdminShell';
import { adminMessages, adminTitle } from '../../features/admin/messages';
import { languageOfMatches, useT } from '../../lib/i18n';
import { useAdmin } from './layout';

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(languageOfMatches(matches));

/** Every admin route has a loader, so the shell can tell a rendered page from a refused one (root.tsx). */
export const loader = () => ({});

export default function AdminHome() {
  const me = useAdmin();
  const t = useT(adminMessages);
  return (
    <>
      <h1 className="admin-title">{t('home.title')}</h1>
      <p>
        {t('home.signedInAs')} <span translate="no">{me.email}</span>
      </p>
      <ul className="admin-tiles">
        {ADMIN_MENU.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{t(`titles.${item.page}`)}</Link>
            <p>{t(`home.about.${item.page}`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
