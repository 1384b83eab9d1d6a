import type { Route } from './+types/users';
import { adminCalls } from '../../../contracts/admin/calls';
import { adminOr404, userSearchOf } from '../../features/admin/loaders';
import { UsersTable } from '../../features/admin/UsersTable';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';
import { useAdmin } from './layout';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Users · Admin') }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = userSearchOf(new URL(request.url));
  const users = await adminOr404(() => createApi(context.api).call(adminCalls.users, { query: search }));
  return { search, users };
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const me = useAdmin();
  return (
    <>
      <h1 className="admin-title">Users</h1>
      <UsersTable users={loaderData.users} search={loaderData.search} selfId={me.userId} />
    </>
  );
}
