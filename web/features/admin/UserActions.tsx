import { App, Button, Space, Tag } from 'antd';
import { useRevalidator } from 'react-router';
import { adminCalls } from '../../../contracts/admin/calls';
import type { AdminUser } from '../../../contracts/admin/models';
import { MSG } from '../../../contracts/core/codes';
import { browserApi } from '../../lib/api';

type UserWrite =
  typeof adminCalls.disableUser | typeof adminCalls.enableUser | typeof adminCalls.grantAdmin | typeof adminCalls.removeAdmin;

/** Disable or enable, grant or remove admin; the ones that take something away ask first. Not shown for yourself. */
export function UserActions({ user, selfId }: { user: AdminUser; selfId: number }) {
  const { modal, message } = App.useApp();
  const revalidator = useRevalidator();
  if (user.userId === selfId) return <Tag>You</Tag>;

  const run = async (call: UserWrite, done: string) => {
    try {
      await browserApi().call(call, { params: { userId: user.userId } });
      message.success(done);
      await revalidator.revalidate();
    } catch (err) {
      message.warning((err as Error).message || MSG.unknownError);
    }
  };
  const confirm = (title: string, content: string, okText: string, call: UserWrite, done: string, danger: boolean) =>
    modal.confirm({ title, content, okText, okButtonProps: { danger }, onOk: () => run(call, done) });

  return (
    <Space wrap size="small">
      {user.disabledAt ? (
        <Button size="small" onClick={() => void run(adminCalls.enableUser, 'User enabled')}>
          Enable
        </Button>
      ) : (
        <Button
          size="small"
          danger
          onClick={() =>
            void confirm(
              `Disable ${user.email}?`,
              'They are signed out everywhere and cannot sign in until enabled again.',
              'Disable',
              adminCalls.disableUser,
              'User disabled',
              true,
            )
          }
        >
          Disable
        </Button>
      )}
      {user.role === 'admin' ? (
        <Button
          size="small"
          onClick={() =>
            void confirm(
              `Remove admin from ${user.email}?`,
              'They lose access to this shell.',
              'Remove admin',
              adminCalls.removeAdmin,
              'Admin removed',
              true,
            )
          }
        >
          Remove admin
        </Button>
      ) : (
        <Button
          size="small"
          onClick={() =>
            void confirm(
              `Make ${user.email} an administrator?`,
              'They can manage users and site settings.',
              'Make admin',
              adminCalls.grantAdmin,
              'Admin granted',
              false,
            )
          }
        >
          Make admin
        </Button>
      )}
    </Space>
  );
}
