import { App, Button, Space, Tag } from 'antd';
import { useRevalidator } from 'react-router';
import { adminCalls } from '../../../contracts/admin/calls';
import type { AdminUser } from '../../../contracts/admin/models';
import { browserApi, useErrorText } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { adminMessages } from './messages';

type UserWrite =
  typeof adminCalls.disableUser | typeof adminCalls.enableUser | typeof adminCalls.grantAdmin | typeof adminCalls.removeAdmin;

/** Disable or enable, grant or remove admin; the ones that take something away ask first. Not shown for yourself. */
export function UserActions({ user, selfId }: { user: AdminUser; selfId: number }) {
  const { modal, message } = App.useApp();
  const t = useT(adminMessages);
  const errorText = useErrorText();
  const revalidator = useRevalidator();
  if (user.userId === selfId) return <Tag>{t('users.you')}</Tag>;

  const run = async (call: UserWrite, done: string) => {
    try {
      await browserApi().call(call, { params: { userId: user.userId } });
      message.success(done);
      await revalidator.revalidate();
    } catch (err) {
      message.warning(errorText(err));
    }
  };
  /** A confirmation of `action` (users.actions.<action>: its title, text, button and the message once done). */
  const confirm = (action: 'disable' | 'removeAdmin' | 'grantAdmin', call: UserWrite, danger: boolean) =>
    modal.confirm({
      title: t(`users.actions.${action}.title`, { email: user.email }),
      content: t(`users.actions.${action}.content`),
      okText: t(`users.actions.${action}.ok`),
      okButtonProps: { danger },
      onOk: () => run(call, t(`users.actions.${action}.done`)),
    });

  return (
    <Space wrap size="small">
      {user.disabledAt ? (
        <Button size="small" onClick={() => void run(adminCalls.enableUser, t('users.actions.enable.done'))}>
          {t('users.actions.enable.ok')}
        </Button>
      ) : (
        <Button size="small" danger onClick={() => void confirm('disable', adminCalls.disableUser, true)}>
          {t('users.actions.disable.ok')}
        </Button>
      )}
      {user.role === 'admin' ? (
        <Button size="small" onClick={() => void confirm('removeAdmin', adminCalls.removeAdmin, true)}>
          {t('users.actions.removeAdmin.ok')}
        </Button>
      ) : (
        <Button size="small" onClick={() => void confirm('grantAdmin', adminCalls.grantAdmin, false)}>
          {t('users.actions.grantAdmin.ok')}
        </Button>
      )}
    </Space>
  );
}
