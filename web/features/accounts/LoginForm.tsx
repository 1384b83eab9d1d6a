import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT } from '../../../contracts/accounts/codes';
import { accountsCalls } from '../../../contracts/accounts/calls';
import { ApiError, browserApi, useErrorText } from '../../lib/api';
import { documentPath, useT } from '../../lib/i18n';
import { accountsMessages } from './messages';
import { REDIRECT_PARAM, safeRedirect, signInHref } from '../../lib/redirect';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { useAccountRules } from './rules';
import { track } from '../../lib/tracking';

interface LoginValues {
  email: string;
  password: string;
  /** Asked for only when failed sign-ins lock the account for browsers it does not know (docs/accounts.md). */
  code?: string;
}

/**
 * §2 'Login': Sign In enabled once both fields are filled, Enter submits, 'login success' for 1 s, then home, or
 * the page a sign-in gate sent the visitor from (?redirect=, same-site paths only). When the server asks for a
 * mailed sign-in code (failures elsewhere lock the account for unknown browsers), a code field appears.
 */
export function LoginForm() {
  const t = useT(accountsMessages);
  const { m, emailRules, requiredRule } = useAccountRules();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<LoginValues>();
  const returnTo = safeRedirect(useSearchParams()[0].get(REDIRECT_PARAM));
  const email = Form.useWatch('email', form);
  const password = Form.useWatch('password', form);
  const [submitting, setSubmitting] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  // Mounted on first use only: a dialog has no server-rendered markup to hydrate against.
  const [forgotUsed, setForgotUsed] = useState(false);
  const [codeAsked, setCodeAsked] = useState(false);

  const signIn = async ({ email, password, code }: LoginValues) => {
    setSubmitting(true);
    try {
      const signInCode = code?.trim();
      await browserApi().call(accountsCalls.login, {
        body: { email: email.trim(), password, ...(signInCode ? { code: signInCode } : {}) },
      });
      message.success(m.loginSuccess, ACCOUNT.loginSuccessMs / 1000);
      // A full load, so the header and every loader see the new session.
      setTimeout(() => window.location.assign(documentPath(returnTo)), ACCOUNT.loginSuccessMs);
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.some((e) => e.field === 'code')) setCodeAsked(true);
      message.warning(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void signIn(values)}
        className="account-form"
        name="login"
      >
        <Form.Item label={t('fields.email')} name="email" rules={emailRules}>
          <Input type="email" autoComplete="username" placeholder={t('fields.email')} size="large" />
        </Form.Item>
        <Form.Item label={t('fields.password')} name="password" rules={[requiredRule(m.enterYourPassword)]}>
          <Input.Password autoComplete="current-password" placeholder={t('fields.password')} size="large" />
        </Form.Item>
        {codeAsked && (
          <Form.Item label={t('fields.code')} name="code" extra={t('hints.code')}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('hints.code')} size="large" />
          </Form.Item>
        )}
        <div className="account-form__row">
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setForgotUsed(true);
              setForgotOpen(true);
            }}
          >
            {t('signIn.forgot')}
          </button>
        </div>
        <Button type="primary" htmlType="submit" size="large" block disabled={!email || !password} loading={submitting}>
          {t('signIn.submit')}
        </Button>
        <p className="account-form__switch">
          {t('signIn.noAccount')}{' '}
          <Link to={signInHref(returnTo, '/register')} onClick={() => track('CLICK', 'Register Now', 'login')}>
            {t('signIn.register')}
          </Link>
        </p>
      </Form>
      {forgotUsed && <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail={email} />}
    </>
  );
}
