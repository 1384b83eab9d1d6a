import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { ACCOUNT, type EmailCodeType } from '../../../contracts/accounts/codes';
import { accountsCalls } from '../../../contracts/accounts/calls';
import { browserApi, useErrorText } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { accountsMessages } from './messages';
import { isEmail, useAccountRules } from './rules';
import { useCountdown } from './use-countdown';

/**
 * Mails a code to the address typed in the form. It can be asked only for a valid address (§5), then waits
 * out the 30-second countdown (§4 'Verify-code button').
 */
export function SendCodeButton({ email, type }: { email: string | undefined; type: EmailCodeType }) {
  const t = useT(accountsMessages);
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { m } = useAccountRules();
  const [left, start] = useCountdown(ACCOUNT.codeResendSeconds);
  const [sending, setSending] = useState(false);
  const valid = isEmail(email);

  const send = async () => {
    setSending(true);
    start();
    try {
      await browserApi().call(accountsCalls.sendCode, { body: { to: email ?? '', type } });
      message.success(m.codeSent);
    } catch (err) {
      message.warning(errorText(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={() => void send()} disabled={!valid || left > 0} loading={sending} className="send-code-button">
      {left > 0 ? t('code.wait', { seconds: left }) : t('code.send')}
    </Button>
  );
}

/** The six-digit code box with its send button, as the registration and reset forms ask for it. */
export function VerificationCodeField({
  form,
  name,
  email,
  type,
}: {
  /** The enclosing form's name: the box keeps the id antd gives every field, `<form>_<name>`. */
  form: string;
  name: string;
  email: string | undefined;
  type: EmailCodeType;
}) {
  const t = useT(accountsMessages);
  const { requiredRule } = useAccountRules();
  // The label names the code box: the item that holds both the box and the button has no field of its own to point at.
  const id = `${form}_${name}`;
  return (
    <Form.Item label={t('fields.code')} required htmlFor={id}>
      <Space.Compact block>
        <Form.Item name={name} noStyle rules={[requiredRule()]}>
          <Input id={id} inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('hints.code')} />
        </Form.Item>
        <SendCodeButton email={email} type={type} />
      </Space.Compact>
    </Form.Item>
  );
}
