import { Link } from 'react-router';
import type { Route } from './+types/index';
import { ADMIN_MENU } from '../../features/admin/AdminShell';
import { pageTitle } from '../../lib/meta';
import { useAdmin } from './layout';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Admin') }];

/** Every admin route has a loader, so the shell can tell a rendered page from a refused one (root.tsx). */
export const loader = () => ({});

const ABOUT: Record<string, string> = {
  '/admin/users': 'Find accounts, disable or enable them, grant or remove the admin role.',
  '/admin/settings': 'Site info, friendly links, agreements and the notice bar.',
  '/admin/news': 'Market news, factory news and GACC updates: write, preview, publish and unpublish.',
  '/admin/knowledge': 'Knowledge articles and their two-level category tree.',
  '/admin/banners': 'The banners over the knowledge base: images, links, windows and order.',
  '/admin/comments': 'Recent comments on every subject; remove one together with the replies below it.',
  '/admin/audit': 'Every administrator change, with its values before and after.',
};

export default function AdminHome() {
  const me = useAdmin();
  return (
    <>
      <h1 className="admin-title">Administration</h1>
      <p>Signed in as {me.email}.</p>
      <ul className="admin-tiles">
        {ADMIN_MENU.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
            <p>{ABOUT[item.to]}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
