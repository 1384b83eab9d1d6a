import { Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/layout';
import { adminCalls } from '../../../contracts/admin/calls';
import type { RouteHandle } from '../../root';
import { AdminShell } from '../../features/admin/AdminShell';
import adminCss from '../../features/admin/admin.css?url';
import { adminOr404 } from '../../features/admin/loaders';
import { createApi } from '../../lib/api';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }];

/** The shell draws its own chrome instead of the public header and footer (see useLayoutKind in root.tsx). */
export const handle: RouteHandle = { layout: 'admin' };

/** Administrators only: the API answers anyone else 404, and so does this page, as for any unknown address. */
export async function loader({ context }: Route.LoaderArgs) {
  return { me: await adminOr404(() => createApi(context.api).call(adminCalls.me)) };
}

/** The signed-in administrator, for the shell's pages. */
export function useAdmin() {
  const data = useRouteLoaderData<typeof loader>('admin');
  if (!data) throw new Error('useAdmin is only for pages inside the admin shell');
  return data.me;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.me.email}>
      <Outlet />
    </AdminShell>
  );
}
