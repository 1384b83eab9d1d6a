import { App, Button, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { ACCOUNT_MSG } from '../../../contracts/accounts/codes';
import { MSG } from '../../../contracts/core/codes';
import { accountsCalls } from '../../../contracts/accounts/calls';
import type { PasswordResetForm } from '../../../contracts/accounts/models';
import { browserApi } from '../../lib/api';
import { VerificationCodeField } from './SendCodeButton';
import { emailRules, newPasswordRules, requiredRule, sameAs } from './rules';

/** §5 'Reset password': the code is mailed to a valid address; Reset is enabled once all four fields are filled. */
export function ForgotPasswordDialog({ open, onClose, initialEmail }: { open: boolean; onClose: () => void; initialEmail?: string }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordResetForm>();
  const values = Form.useWatch([], form) as Partial<PasswordResetForm> | undefined;
  const [submitting, setSubmitting] = useState(false);
  const filled = !!(values?.email && values.emailCode && values.password && values.confirmPassword);

  useEffect(() => {
    if (open && initialEmail && !form.getFieldValue('email')) form.setFieldValue('email', initialEmail);
  }, [open, initialEmail, form]);

  const reset = async (form_: PasswordResetForm) => {
    setSubmitting(true);
    try {
      await browserApi().call(accountsCalls.resetPassword, {
        body: { ...form_, email: form_.email.trim(), emailCode: form_.emailCode.trim() },
      });
      message.success(ACCOUNT_MSG.modifySuccessfully);
      form.resetFields();
      onClose();
    } catch (err) {
      message.error((err as Error).message || MSG.unknownError);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal title="Forgot password" open={open} onCancel={onClose} footer={null} destroyOnHidden={false}>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void reset(values)} name="reset-password">
        <Form.Item label="Email" name="email" rules={emailRules}>
          <Input type="email" autoComplete="username" placeholder="Email" />
        </Form.Item>
        <VerificationCodeField name="emailCode" email={values?.email} type="RESET" />
        <Form.Item label="New password" name="password" rules={newPasswordRules(ACCOUNT_MSG.enterNewPassword)}>
          <Input.Password autoComplete="new-password" placeholder="8 to 32 characters" />
        </Form.Item>
        <Form.Item
          label="Confirm password"
          name="confirmPassword"
          dependencies={['password']}
          rules={[requiredRule(ACCOUNT_MSG.confirmNewPassword), sameAs('password', ACCOUNT_MSG.passwordsInconsistentRegister)]}
        >
          <Input.Password autoComplete="new-password" placeholder="Confirm password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block disabled={!filled} loading={submitting} className="account-form__submit">
          Reset
        </Button>
      </Form>
    </Modal>
  );
}
