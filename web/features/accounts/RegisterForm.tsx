import { App, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { RegistrationForm } from '../../../contracts/accounts/models';
import { ACCOUNT_MSG } from '../../../contracts/accounts/codes';
import { MSG } from '../../../contracts/core/codes';
import type { Agreement } from '../../../contracts/site/models';
import { AgreementDialog } from './AgreementDialog';
import { accountsCalls } from '../../../contracts/accounts/calls';
import { browserApi } from '../../lib/api';
import { REDIRECT_PARAM, safeRedirect, signInHref } from '../../lib/redirect';
import { VerificationCodeField } from './SendCodeButton';
import { emailRules, newPasswordRules, requiredRule, sameAs } from './rules';

type RegisterValues = RegistrationForm & { agreed?: boolean };

/**
 * §5 'Register': every field and rule; the button is enabled once the required fields are filled and the
 * agreement is ticked. Success says 'register success' and goes home, signed in, or back to the page a sign-in
 * gate sent the visitor from (?redirect=, carried over from /login).
 */
export function RegisterForm({ agreement }: { agreement: Agreement | undefined }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RegisterValues>();
  const returnTo = safeRedirect(useSearchParams()[0].get(REDIRECT_PARAM));
  const values = Form.useWatch([], form) as Partial<RegisterValues> | undefined;
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const filled = !!(values?.email && values.code && values.password && values.confirmPassword && values.nickName && values.agreed);

  const register = async ({ agreed: _agreed, ...registration }: RegisterValues) => {
    setSubmitting(true);
    try {
      await browserApi().call(accountsCalls.register, {
        body: { ...registration, email: registration.email.trim(), code: registration.code.trim() },
      });
      message.success(ACCOUNT_MSG.registerSuccess);
      setTimeout(() => window.location.assign(returnTo), 1000);
    } catch (err) {
      message.warning((err as Error).message || MSG.unknownError);
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void register(values)}
      className="account-form"
      name="register"
    >
      <Form.Item label="Email" name="email" rules={emailRules}>
        <Input type="email" autoComplete="email" placeholder="Email" />
      </Form.Item>
      <VerificationCodeField name="code" email={values?.email} type="REGISTER" />
      <Form.Item label="Password" name="password" rules={newPasswordRules(ACCOUNT_MSG.enterYourPassword)}>
        <Input.Password autoComplete="new-password" placeholder="8 to 32 characters" />
      </Form.Item>
      <Form.Item
        label="Confirm password"
        name="confirmPassword"
        dependencies={['password']}
        rules={[requiredRule(), sameAs('password', ACCOUNT_MSG.passwordsInconsistentRegister)]}
      >
        <Input.Password autoComplete="new-password" placeholder="Confirm password" />
      </Form.Item>
      <Form.Item label="Nickname" name="nickName" rules={[requiredRule(), { max: 50, message: 'At most 50 characters' }]}>
        <Input autoComplete="nickname" placeholder="Shown with your posts" />
      </Form.Item>
      <Form.Item label="Contact mobile" name="contactMobile" rules={[{ max: 32, message: 'At most 32 characters' }]}>
        <Input type="tel" autoComplete="tel" placeholder="Optional" />
      </Form.Item>
      <Form.Item label="Company name" name="companyName" rules={[{ max: 100, message: 'At most 100 characters' }]}>
        <Input autoComplete="organization" placeholder="Optional" />
      </Form.Item>
      <Form.Item
        name="agreed"
        valuePropName="checked"
        rules={[{ validator: (_rule, agreed) => (agreed ? Promise.resolve() : Promise.reject(new Error(ACCOUNT_MSG.agreementRequired))) }]}
      >
        <Checkbox>
          I have read and agree to the{' '}
          <button
            type="button"
            className="link-button"
            onClick={(event) => {
              event.preventDefault();
              setAgreementOpen(true);
            }}
          >
            {agreement?.name ?? 'User registration agreement'}
          </button>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block disabled={!filled} loading={submitting}>
        Register
      </Button>
      <p className="account-form__switch">
        Already registered? <Link to={signInHref(returnTo)}>Sign in</Link>
      </p>
      <AgreementDialog
        agreement={agreement}
        open={agreementOpen}
        onCancel={() => setAgreementOpen(false)}
        onAgree={() => {
          form.setFieldValue('agreed', true);
          setAgreementOpen(false);
        }}
      />
    </Form>
  );
}
