import type { Route } from './+types/users';
import { adminCalls } from '../../../contracts/admin/calls';
import { adminOr404, userSearchOf } from '../../features/admin/loaders';
import { adminMessages, adminMeta } from '../../features/admin/messages';
import { UsersTable } from '../../features/admin/UsersTable';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useAdmin } from './layout';

export const meta: Route.MetaFunction = adminMeta('users');

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = userSearchOf(new URL(request.url));
  const users = await adminOr404(() => createApi(context.api).call(adminCalls.users, { query: search }));
  return { search, users };
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const me = useAdmin();
  const t = useT(adminMessages);
  return (
    <>
      <h1 className="admin-title">{t('titles.users')}</h1>
      <UsersTable users={loaderData.users} search={loaderData.search} selfId={me.userId} />
    </>
  );
}
