import { Descriptions } from 'antd';
import { Link } from 'react-router';
import type { Route } from './+types/user';
import { adminCalls } from '../../../contracts/admin/calls';
import { shownTime } from '../../../contracts/core/dates';
import { AuditTable } from '../../features/admin/AuditTable';
import { adminOr404, auditSearchOf } from '../../features/admin/loaders';
import { adminMessages, adminTitle } from '../../features/admin/messages';
import { UserActions } from '../../features/admin/UserActions';
import { RoleTag, StatusTag } from '../../features/admin/UsersTable';
import { createApi } from '../../lib/api';
import { languageOfMatches, translator, useT } from '../../lib/i18n';
import { useAdmin } from './layout';

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const language = languageOfMatches(matches);
  return adminTitle(language, data?.user.email ?? translator(language, adminMessages)('user.title'));
};

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
  const t = useT(adminMessages);
  const { user, history, search } = loaderData;
  const data = (value: string | number) => <span translate="no">{value || '—'}</span>;
  return (
    <>
      <p className="admin-back">
        <Link to="/admin/users">← {t('titles.users')}</Link>
      </p>
      <h1 className="admin-title" translate="no">
        {user.nickName || user.email}
      </h1>
      <div className="admin-actions">
        <UserActions user={user} selfId={me.userId} />
      </div>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} className="admin-card">
        <Descriptions.Item label={t('users.email')}>{data(user.email)}</Descriptions.Item>
        <Descriptions.Item label={t('users.nickName')}>{data(user.nickName)}</Descriptions.Item>
        <Descriptions.Item label={t('users.role')}>
          <RoleTag role={user.role} />
        </Descriptions.Item>
        <Descriptions.Item label={t('users.status')}>
          <StatusTag disabledAt={user.disabledAt} /> {user.disabledAt && t('user.since', { time: shownTime(user.disabledAt) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('user.company')}>{data(user.companyName)}</Descriptions.Item>
        <Descriptions.Item label={t('user.businessCategory')}>{data(user.businessCategory)}</Descriptions.Item>
        <Descriptions.Item label={t('user.contactMobile')}>{data(user.contactMobile)}</Descriptions.Item>
        <Descriptions.Item label={t('users.created')}>{shownTime(user.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('user.liveSessions')}>{user.sessionCount}</Descriptions.Item>
        <Descriptions.Item label={t('user.lastSignIn')}>{shownTime(user.lastSignInAt)}</Descriptions.Item>
      </Descriptions>
      <h2 className="admin-subtitle">{t('user.changes')}</h2>
      <AuditTable entries={history} search={search} compact />
    </>
  );
}
