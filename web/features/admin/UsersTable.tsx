import { Button, Form, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { ADMIN_PAGE_SIZES } from '../../../contracts/admin/codes';
import type { AdminUser } from '../../../contracts/admin/models';
import type { Page } from '../../../contracts/core/envelope';
import { shownTime } from '../../../contracts/core/dates';
import { searchString, type UserSearch } from './loaders';
import { UserActions } from './UserActions';

const ROLE_OPTIONS = [
  { value: '', label: 'Any role' },
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
];
const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];

export const RoleTag = ({ role }: { role: AdminUser['role'] }) => (role === 'admin' ? <Tag color="blue">Admin</Tag> : <Tag>User</Tag>);
export const StatusTag = ({ disabledAt }: { disabledAt: string | null }) =>
  disabledAt ? <Tag color="red">Disabled</Tag> : <Tag color="green">Active</Tag>;

/** The users list: a search by keyword, role and status kept in the address (so it is server-rendered and shareable). */
export function UsersTable({ users, search, selfId }: { users: Page<AdminUser>; search: UserSearch; selfId: number }) {
  const navigate = useNavigate();
  const go = (changes: Partial<UserSearch>) => navigate({ search: searchString({ ...search, ...changes }) });

  const columns: ColumnsType<AdminUser> = [
    {
      title: 'Email',
      dataIndex: 'email',
      render: (email: string, user) => (
        <>
          <Link to={`/admin/users/${user.userId}`} className="admin-url">
            {email}
          </Link>
          {/* On phones the role and status columns fold in here, leaving room for the actions. */}
          <div className="admin-xs-only">
            <RoleTag role={user.role} /> <StatusTag disabledAt={user.disabledAt} />
          </div>
        </>
      ),
    },
    { title: 'Nickname', dataIndex: 'nickName', responsive: ['md'] },
    { title: 'Role', dataIndex: 'role', render: (role: AdminUser['role']) => <RoleTag role={role} />, responsive: ['sm'] },
    {
      title: 'Status',
      dataIndex: 'disabledAt',
      render: (disabledAt: string | null) => <StatusTag disabledAt={disabledAt} />,
      responsive: ['sm'],
    },
    { title: 'Created', dataIndex: 'createdAt', render: shownTime, responsive: ['lg'] },
    { title: 'Sessions', dataIndex: 'sessionCount', responsive: ['md'] },
    { title: 'Actions', key: 'actions', render: (_v, user) => <UserActions user={user} selfId={selfId} /> },
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
        <Form.Item name="keyword" label="Keyword">
          <Input placeholder="E-mail or nickname" allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="role" label="Role">
          <Select options={ROLE_OPTIONS} style={{ minWidth: 120 }} />
        </Form.Item>
        <Form.Item name="status" label="Status">
          <Select options={STATUS_OPTIONS} style={{ minWidth: 130 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Search
        </Button>
      </Form>
      <Table<AdminUser>
        rowKey="userId"
        columns={columns}
        dataSource={users.list}
        size="middle"

        pagination={{
          current: search.page,
          pageSize: search.limit,
          total: users.total,
          showSizeChanger: true,
          pageSizeOptions: ADMIN_PAGE_SIZES.map(String),
          showTotal: (total) => `${total} user${total === 1 ? '' : 's'}`,
          onChange: (page, limit) => void go({ page: limit === search.limit ? page : 1, limit }),
        }}
      />
    </>
  );
}
