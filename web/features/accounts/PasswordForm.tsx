import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { ACCOUNT_MSG } from '../../../contracts/accounts/codes';
import { MSG } from '../../../contracts/core/codes';
import { accountsCalls } from '../../../contracts/accounts/calls';
import type { PasswordChangeForm } from '../../../contracts/accounts/models';
import { browserApi } from '../../lib/api';
import { newPasswordRules, requiredRule, sameAs } from './rules';

/**
 * §5 'Password change'. A new password ends every session, this one too (the server clears the cookie),
 * so after 'modify successfully' the page goes to sign in with the new password.
 */
export function PasswordForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordChangeForm>();
  const [saving, setSaving] = useState(false);

  const change = async (values: PasswordChangeForm) => {
    setSaving(true);
    try {
      await browserApi().call(accountsCalls.changePassword, { body: values });
      message.success(ACCOUNT_MSG.modifySuccessfully);
      setTimeout(() => window.location.assign('/login'), 1000);
    } catch (err) {
      message.warning((err as Error).message || MSG.unknownError);
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
      <Form.Item label="Current password" name="currentPassword" rules={[requiredRule(ACCOUNT_MSG.enterYourPassword)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="New password" name="password" rules={newPasswordRules(ACCOUNT_MSG.enterNewPassword)}>
        <Input.Password autoComplete="new-password" placeholder="8 to 32 characters" />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name="confirmPassword"
        dependencies={['password']}
        rules={[requiredRule(ACCOUNT_MSG.confirmNewPassword), sameAs('password', ACCOUNT_MSG.passwordsInconsistent)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        Confirm
      </Button>
    </Form>
  );
}
