import { Descriptions } from 'antd';
import { Link } from 'react-router';
import type { Route } from './+types/user';
import { adminCalls } from '../../../contracts/admin/calls';
import { AuditTable } from '../../features/admin/AuditTable';
import { shownTime } from '../../../contracts/core/dates';
import { adminOr404, auditSearchOf } from '../../features/admin/loaders';
import { UserActions } from '../../features/admin/UserActions';
import { RoleTag, StatusTag } from '../../features/admin/UsersTable';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';
import { useAdmin } from './layout';

export const meta: Route.MetaFunction = ({ data }) => [{ title: pageTitle(`${data?.user.email ?? 'User'} · Admin`) }];

/** One user, and the last changes administrators made to them. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const api = createApi(context.api);
  const userId = /^\d{1,9}$/.test(params.userId) ? Number(params.userId) : 0;
  const search = { ...auditSearchOf(new URL(request.url)), subjectType: 'user' as const, subjectId: String(userId), page: 1, limit: 10 };
  const [user, history] = await adminOr404(() =>
    Promise.all([api.call(adminCalls.user, { params: { userId } }), api.call(adminCalls.audit, { query: search })]),
  );
  return { user, history, search };
}

export default function AdminUser({ loaderData }: Route.ComponentProps) {
  const me = useAdmin();
  const { user, history, search } = loaderData;
  return (
    <>
      <p className="admin-back">
        <Link to="/admin/users">← Users</Link>
      </p>
      <h1 className="admin-title">{user.nickName || user.email}</h1>
      <div className="admin-actions">
        <UserActions user={user} selfId={me.userId} />
      </div>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} className="admin-card">
        <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
        <Descriptions.Item label="Nickname">{user.nickName}</Descriptions.Item>
        <Descriptions.Item label="Role">
          <RoleTag role={user.role} />
        </Descriptions.Item>
        <Descriptions.Item label="Status">
          <StatusTag disabledAt={user.disabledAt} /> {user.disabledAt && `since ${shownTime(user.disabledAt)}`}
        </Descriptions.Item>
        <Descriptions.Item label="Company">{user.companyName || '—'}</Descriptions.Item>
        <Descriptions.Item label="Business category">{user.businessCategory || '—'}</Descriptions.Item>
        <Descriptions.Item label="Contact mobile">{user.contactMobile || '—'}</Descriptions.Item>
        <Descriptions.Item label="Created">{shownTime(user.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="Live sessions">{user.sessionCount}</Descriptions.Item>
        <Descriptions.Item label="Last sign-in">{shownTime(user.lastSignInAt)}</Descriptions.Item>
      </Descriptions>
      <h2 className="admin-subtitle">Changes by administrators</h2>
      <AuditTable entries={history} search={search} compact />
    </>
  );
}
