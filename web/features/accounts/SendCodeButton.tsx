import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { ACCOUNT, ACCOUNT_MSG, type EmailCodeType } from '../../../contracts/accounts/codes';
import { MSG } from '../../../contracts/core/codes';
import { accountsCalls } from '../../../contracts/accounts/calls';
import { browserApi } from '../../lib/api';
import { isEmail, requiredRule } from './rules';
import { useCountdown } from './use-countdown';

/**
 * Mails a code to the address typed in the form. It can be asked only for a valid address (§5), then waits
 * out the 30-second countdown (§4 'Verify-code button').
 */
export function SendCodeButton({ email, type }: { email: string | undefined; type: EmailCodeType }) {
  const { message } = App.useApp();
  const [left, start] = useCountdown(ACCOUNT.codeResendSeconds);
  const [sending, setSending] = useState(false);
  const valid = isEmail(email);

  const send = async () => {
    setSending(true);
    start();
    try {
      await browserApi().call(accountsCalls.sendCode, { body: { to: email ?? '', type } });
      message.success(ACCOUNT_MSG.codeSent);
    } catch (err) {
      message.warning((err as Error).message || MSG.unknownError);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={() => void send()} disabled={!valid || left > 0} loading={sending} className="send-code-button">
      {left > 0 ? `${left}s` : 'Send code'}
    </Button>
  );
}

/** The six-digit code box with its send button, as the registration and reset forms ask for it. */
export function VerificationCodeField({ name, email, type }: { name: string; email: string | undefined; type: EmailCodeType }) {
  return (
    <Form.Item label="Verification code" required>
      <Space.Compact block>
        <Form.Item name={name} noStyle rules={[requiredRule()]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="6-digit code" />
        </Form.Item>
        <SendCodeButton email={email} type={type} />
      </Space.Compact>
    </Form.Item>
  );
}
