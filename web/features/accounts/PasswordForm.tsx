import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { accountsCalls } from '../../../contracts/accounts/calls';
import type { PasswordChangeForm } from '../../../contracts/accounts/models';
import { browserApi, useErrorText } from '../../lib/api';
import { documentPath, useT } from '../../lib/i18n';
import { accountsMessages } from './messages';
import { sameAs, useAccountRules } from './rules';

/**
 * §5 'Password change'. A new password ends every session, this one too (the server clears the cookie),
 * so after 'modify successfully' the page goes to sign in with the new password.
 */
export function PasswordForm() {
  const t = useT(accountsMessages);
  const { m, requiredRule, newPasswordRules } = useAccountRules();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<PasswordChangeForm>();
  const [saving, setSaving] = useState(false);

  const change = async (values: PasswordChangeForm) => {
    setSaving(true);
    try {
      await browserApi().call(accountsCalls.changePassword, { body: values });
      message.success(m.modifySuccessfully);
      setTimeout(() => window.location.assign(documentPath('/login')), 1000);
    } catch (err) {
      message.warning(errorText(err));
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) => void change(values)}
      className="account-form account-form--wide"
      name="change-password"
    >
      <Form.Item label={t('fields.currentPassword')} name="currentPassword" rules={[requiredRule(m.enterYourPassword)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label={t('fields.newPassword')} name="password" rules={newPasswordRules(m.enterNewPassword)}>
        <Input.Password autoComplete="new-password" placeholder={t('hints.passwordLength')} />
      </Form.Item>
      <Form.Item
        label={t('fields.confirmNewPassword')}
        name="confirmPassword"
        dependencies={['password']}
        rules={[requiredRule(m.confirmNewPassword), sameAs('password', m.passwordsInconsistent)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('password.confirm')}
      </Button>
    </Form>
  );
}
