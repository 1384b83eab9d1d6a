import { ACCOUNT, type EmailCodeType } from '../../../contracts/accounts/codes';
import { PRODUCT_NAME } from '../../../contracts/core/codes';
import type { OutgoingMail } from '../../shared/mail/index';

const SUBJECT: Record<EmailCodeType, string> = {
  REGISTER: `Your ${PRODUCT_NAME} registration code`,
  RESET: `Your ${PRODUCT_NAME} password reset code`,
};

const PURPOSE_TEXT: Record<EmailCodeType, string> = {
  REGISTER: 'to finish registering',
  RESET: 'to set a new password',
};

/** The mail that carries a code; it is sensitive, so its body is blanked in the outbox once sent. */
export function codeMail(to: string, purpose: EmailCodeType, code: string, key: string): OutgoingMail {
  return {
    key,
    to,
    subject: SUBJECT[purpose],
    sensitive: true,
    text: [
      `Your verification code is ${code}`,
      '',
      `Enter it on ${PRODUCT_NAME} ${PURPOSE_TEXT[purpose]}. It works once and expires in ${ACCOUNT.codeLifetimeMs / 60_000} minutes.`,
      'If you did not ask for it, you can ignore this mail.',
    ].join('\n'),
  };
}

/** To the owner of an address someone tried to register again: no code, and the way back in. */
export function registeredNoticeMail(to: string, key: string, publicUrl: string): OutgoingMail {
  return {
    key,
    to,
    subject: `Someone tried to register on ${PRODUCT_NAME} with your address`,
    text: [
      `A registration code was asked for ${to} on ${PRODUCT_NAME}, but this address already has an account, so no code was sent.`,
      '',
      `If it was you, sign in at ${publicUrl}/login; if you have forgotten your password, choose "Forgot password" there.`,
      'If it was not you, you can ignore this mail: your account has not changed.',
    ].join('\n'),
  };
}
