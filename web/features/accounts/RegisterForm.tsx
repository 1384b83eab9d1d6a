import { App, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { RegistrationForm } from '../../../contracts/accounts/models';
import { ACCOUNT } from '../../../contracts/accounts/codes';
import type { Agreement } from '../../../contracts/site/models';
import { AgreementDialog } from './AgreementDialog';
import { accountsCalls } from '../../../contracts/accounts/calls';
import { browserApi, useErrorText } from '../../lib/api';
import { documentPath, useLanguage, useT } from '../../lib/i18n';
import { inLanguageOr } from '../../ui/posts/written-in';
import { accountsMessages } from './messages';
import { REDIRECT_PARAM, safeRedirect, signInHref } from '../../lib/redirect';
import { VerificationCodeField } from './SendCodeButton';
import { atMostRule, MOBILE_MAX, sameAs, useAccountRules } from './rules';

type RegisterValues = RegistrationForm & { agreed?: boolean };

/**
 * §5 'Register': every field and rule; the button is enabled once the required fields are filled and the
 * agreement is ticked. Success says 'register success' and goes home, signed in, or back to the page a sign-in
 * gate sent the visitor from (?redirect=, carried over from /login).
 */
export function RegisterForm({ agreement }: { agreement: Agreement | undefined }) {
  const t = useT(accountsMessages);
  const { m, emailRules, requiredRule, newPasswordRules } = useAccountRules();
  const atMost = (max: number) => atMostRule(max, t('hints.atMost', { max }));
  const agreementName = inLanguageOr(useLanguage(), agreement?.name, t('register.agreement'));
  const { message } = App.useApp();
  const errorText = useErrorText();
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
      message.success(m.registerSuccess);
      setTimeout(() => window.location.assign(documentPath(returnTo)), 1000);
    } catch (err) {
      message.warning(errorText(err));
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
      <Form.Item label={t('fields.email')} name="email" rules={emailRules}>
        <Input type="email" autoComplete="email" placeholder={t('fields.email')} />
      </Form.Item>
      <VerificationCodeField form="register" name="code" email={values?.email} type="REGISTER" />
      <Form.Item label={t('fields.password')} name="password" rules={newPasswordRules(m.enterYourPassword)}>
        <Input.Password autoComplete="new-password" placeholder={t('hints.passwordLength')} />
      </Form.Item>
      <Form.Item
        label={t('fields.confirmPassword')}
        name="confirmPassword"
        dependencies={['password']}
        rules={[requiredRule(), sameAs('password', m.passwordsInconsistentRegister)]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('fields.confirmPassword')} />
      </Form.Item>
      <Form.Item label={t('fields.nickName')} name="nickName" rules={[requiredRule(), atMost(ACCOUNT.nickNameMax)]}>
        <Input autoComplete="nickname" placeholder={t('hints.nickName')} />
      </Form.Item>
      <Form.Item label={t('fields.contactMobile')} name="contactMobile" rules={[atMost(MOBILE_MAX)]}>
        <Input type="tel" autoComplete="tel" placeholder={t('hints.optional')} />
      </Form.Item>
      <Form.Item label={t('fields.companyName')} name="companyName" rules={[atMost(ACCOUNT.fieldMax)]}>
        <Input autoComplete="organization" placeholder={t('hints.optional')} />
      </Form.Item>
      <Form.Item
        name="agreed"
        valuePropName="checked"
        rules={[{ validator: (_rule, agreed) => (agreed ? Promise.resolve() : Promise.reject(new Error(m.agreementRequired))) }]}
      >
        <Checkbox>
          {t('register.agreeTo')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={(event) => {
              event.preventDefault();
              setAgreementOpen(true);
            }}
          >
            {agreementName}
          </button>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block disabled={!filled} loading={submitting}>
        {t('register.submit')}
      </Button>
      <p className="account-form__switch">
        {t('register.already')} <Link to={signInHref(returnTo)}>{t('register.signIn')}</Link>
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
