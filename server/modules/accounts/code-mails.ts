import { ACCOUNT, type EmailCodePurpose } from '../../../contracts/accounts/codes';
import { translator } from '../../../contracts/core/i18n';
import { localPath, type Language } from '../../../contracts/core/languages';
import { composeMail, type OutgoingMail } from '../../shared/mail/index';
import { mailMessages } from '../../../contracts/mails/messages';

/** The mail that carries a code, in the language of the page that asked; sensitive, so blanked in the outbox once sent. */
export function codeMail(to: string, purpose: EmailCodePurpose, code: string, key: string, language: Language): OutgoingMail {
  const t = translator(language, mailMessages);
  const productName = t('common.productName');
  const mail = composeMail(language, {
    subject: t(`code.subject.${purpose}`, { productName }),
    automatic: true,
    blocks: [
      { lead: t('code.lead'), code },
      { p: t('code.use', { productName, purpose: t(`code.purpose.${purpose}`), minutes: ACCOUNT.codeLifetimeMs / 60_000 }) },
      { p: t('code.ignore') },
    ],
  });
  return { key, to, sensitive: true, ...mail };
}

/** To the owner of an address someone tried to register again, in the owner's language: no code, and the way back in. */
export function registeredNoticeMail(to: string, key: string, publicUrl: string, language: Language): OutgoingMail {
  const t = translator(language, mailMessages);
  const productName = t('common.productName');
  const mail = composeMail(language, {
    subject: t('registered.subject', { productName }),
    automatic: true,
    blocks: [
      { p: t('registered.what', { email: to, productName }) },
      { p: t('registered.ifYou') },
      { label: t('registered.signIn'), url: `${publicUrl}${localPath(language, '/login')}` },
      { p: t('registered.ifNot') },
    ],
  });
  return { key, to, ...mail };
}
