import { Button, Form, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { ADMIN_PAGE_SIZES } from '../../../contracts/admin/codes';
import type { AdminUser } from '../../../contracts/admin/models';
import type { Page } from '../../../contracts/core/envelope';
import { shownTime } from '../../../contracts/core/dates';
import { useT } from '../../lib/i18n';
import { searchString, type UserSearch } from './loaders';
import { adminMessages } from './messages';
import { UserActions } from './UserActions';
import { useKitIcons } from '../../ui/kit/icons';

export function RoleTag({ role }: { role: AdminUser['role'] }) {
  const t = useT(adminMessages);
  return role === 'admin' ? <Tag color="blue">{t('users.roleAdmin')}</Tag> : <Tag>{t('users.roleUser')}</Tag>;
}
export function StatusTag({ disabledAt }: { disabledAt: string | null }) {
  const t = useT(adminMessages);
  return disabledAt ? <Tag color="red">{t('users.disabled')}</Tag> : <Tag color="green">{t('users.active')}</Tag>;
}

/** The users list: a search by keyword, role and status kept in the address (so it is server-rendered and shareable). */
export function UsersTable({ users, search, selfId }: { users: Page<AdminUser>; search: UserSearch; selfId: number }) {
  const t = useT(adminMessages);
  const kit = useKitIcons();
  const navigate = useNavigate();
  const go = (changes: Partial<UserSearch>) => navigate({ search: searchString({ ...search, ...changes }) });

  const columns: ColumnsType<AdminUser> = [
    {
      title: t('users.email'),
      dataIndex: 'email',
      render: (email: string, user) => (
        <>
          <Link to={`/admin/users/${user.userId}`} className="admin-url" translate="no">
            {email}
          </Link>
          {/* On phones the role and status columns fold in here, leaving room for the actions. */}
          <div className="admin-xs-only">
            <RoleTag role={user.role} /> <StatusTag disabledAt={user.disabledAt} />
          </div>
        </>
      ),
    },
    { title: t('users.nickName'), dataIndex: 'nickName', responsive: ['md'], render: (name: string) => <span translate="no">{name}</span> },
    { title: t('users.role'), dataIndex: 'role', render: (role: AdminUser['role']) => <RoleTag role={role} />, responsive: ['sm'] },
    {
      title: t('users.status'),
      dataIndex: 'disabledAt',
      render: (disabledAt: string | null) => <StatusTag disabledAt={disabledAt} />,
      responsive: ['sm'],
    },
    { title: t('users.created'), dataIndex: 'createdAt', render: shownTime, responsive: ['lg'] },
    { title: t('users.sessions'), dataIndex: 'sessionCount', responsive: ['md'] },
    { title: t('common.actions'), key: 'actions', render: (_v, user) => <UserActions user={user} selfId={selfId} /> },
  ];

  return (
    <>
      <Form
        layout="inline"
        className="admin-filters"
        name="user-search"
        initialValues={{ keyword: search.keyword ?? '', role: search.role ?? '', status: search.status ?? '' }}
        onFinish={(values: { keyword: string; role: string; status: string }) =>
          void go({
            keyword: values.keyword.trim() || undefined,
            role: (values.role || undefined) as UserSearch['role'],
            status: (values.status || undefined) as UserSearch['status'],
            page: 1,
          })
        }
      >
        <Form.Item name="keyword" label={t('common.keyword')}>
          <Input placeholder={t('users.keywordHint')} allowClear={kit.inputClear} maxLength={100} />
        </Form.Item>
        <Form.Item name="role" label={t('users.role')}>
          <Select
            options={[
              { value: '', label: t('users.anyRole') },
              { value: 'user', label: t('users.roleUser') },
              { value: 'admin', label: t('users.roleAdmin') },
            ]}
            style={{ minWidth: 120 }}
          />
        </Form.Item>
        <Form.Item name="status" label={t('users.status')}>
          <Select
            options={[
              { value: '', label: t('users.anyStatus') },
              { value: 'active', label: t('users.active') },
              { value: 'disabled', label: t('users.disabled') },
            ]}
            style={{ minWidth: 130 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form>
      <Table<AdminUser>
        rowKey="userId"
        columns={columns}
        dataSource={users.list}
        size="middle"
        pagination={{
          ...kit.pagination,
          current: search.page,
          pageSize: search.limit,
          total: users.total,
          showSizeChanger: true,
          pageSizeOptions: ADMIN_PAGE_SIZES.map(String),
          showTotal: (total) => t('users.total', { count: total }),
          onChange: (page, limit) => void go({ page: limit === search.limit ? page : 1, limit }),
        }}
      />
    </>
  );
}
