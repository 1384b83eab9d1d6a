import { App, Button, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { accountsCalls } from '../../../contracts/accounts/calls';
import type { PasswordResetForm } from '../../../contracts/accounts/models';
import { browserApi, useErrorText } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { accountsMessages } from './messages';
import { VerificationCodeField } from './SendCodeButton';
import { sameAs, useAccountRules } from './rules';

/** §5 'Reset password': the code is mailed to a valid address; Reset is enabled once all four fields are filled. */
export function ForgotPasswordDialog({ open, onClose, initialEmail }: { open: boolean; onClose: () => void; initialEmail?: string }) {
  const t = useT(accountsMessages);
  const { m, emailRules, requiredRule, newPasswordRules } = useAccountRules();
  const { message } = App.useApp();
  const errorText = useErrorText();
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
      message.success(m.modifySuccessfully);
      form.resetFields();
      onClose();
    } catch (err) {
      message.error(errorText(err));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal title={t('reset.title')} open={open} onCancel={onClose} footer={null} destroyOnHidden={false}>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void reset(values)} name="reset-password">
        <Form.Item label={t('fields.email')} name="email" rules={emailRules}>
          <Input type="email" autoComplete="username" placeholder={t('fields.email')} />
        </Form.Item>
        <VerificationCodeField form="reset-password" name="emailCode" email={values?.email} type="RESET" />
        <Form.Item label={t('fields.newPassword')} name="password" rules={newPasswordRules(m.enterNewPassword)}>
          <Input.Password autoComplete="new-password" placeholder={t('hints.passwordLength')} />
        </Form.Item>
        <Form.Item
          label={t('fields.confirmPassword')}
          name="confirmPassword"
          dependencies={['password']}
          rules={[requiredRule(m.confirmNewPassword), sameAs('password', m.passwordsInconsistentRegister)]}
        >
          <Input.Password autoComplete="new-password" placeholder={t('fields.confirmPassword')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block disabled={!filled} loading={submitting} className="account-form__submit">
          {t('reset.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
