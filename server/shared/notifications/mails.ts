import { pathOf } from '../../../contracts/core/calls';
import { translator } from '../../../contracts/core/i18n';
import { localPath, type Language } from '../../../contracts/core/languages';
import { notificationCalls } from '../../../contracts/notifications/calls';
import { composeMail, type OutgoingMail } from '../mail/index';
import { mailMessages } from '../../../contracts/mails/messages';
import { textIn, type NotificationRow } from './queries';
import type { UnsubscribeClaim, UnsubscribeTokens } from './tokens';

export interface MailLinks {
  publicUrl: string;
  tokens: UnsubscribeTokens;
}

/** RFC 2369 and RFC 8058 headers and the link for the body: one click, no sign-in; the page in the reader's language. */
function unsubscribeParts(links: MailLinks, claim: UnsubscribeClaim, language: Language) {
  const token = encodeURIComponent(links.tokens.make(claim));
  return {
    headers: {
      'List-Unsubscribe': `<${links.publicUrl}${pathOf(notificationCalls.unsubscribe)}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    page: `${links.publicUrl}${localPath(language, '/unsubscribe')}?token=${token}`,
  };
}

/** The texts of a language and the address of a site page in it. */
function wording(links: MailLinks, language: Language) {
  return {
    t: translator(language, mailMessages),
    productName: translator(language, mailMessages)('common.productName'),
    url: (path: string) => `${links.publicUrl}${localPath(language, path)}`,
  };
}

/** One notification, mailed as it happens in the recipient's language. Unsubscribing stops the subscription it came through. */
export function notificationMail(row: NotificationRow, to: string, language: Language, links: MailLinks): OutgoingMail {
  const claim: UnsubscribeClaim = row.subscriptionId
    ? { userId: row.userId, scope: { kind: 'subscription', subscriptionId: row.subscriptionId } }
    : { userId: row.userId, scope: { kind: 'email' } };
  const { headers, page } = unsubscribeParts(links, claim, language);
  const { t, productName, url } = wording(links, language);
  const text = textIn(row, language);
  const mail = composeMail(language, {
    subject: t('notification.subject', { productName, title: text.title }),
    automatic: true,
    blocks: [
      { p: text.title },
      { p: text.body },
      { label: t('notification.seeIt'), url: url(row.link) },
      { note: t('notification.why', { reason: text.reason }) },
      { label: t('notification.all'), url: url('/account/notifications') },
      { label: t('notification.unsubscribe'), url: page },
    ],
  });
  return { key: `notification:${row.id}`, to, headers, ...mail };
}

/**
 * Which digest a mail is: the notifications' daily digest, or a producer's own daily mail of some of them (the saved
 * searches'); each has its subject and opening line in the mail catalogue, and its own mail key.
 */
export type DigestKind = 'digest' | 'searchDigest';

/** The day's notifications in one mail. Unsubscribing stops notification mail (the centre keeps them). */
export function digestMail(
  userId: number,
  rows: readonly NotificationRow[],
  to: string,
  language: Language,
  links: MailLinks,
  kind: DigestKind = 'digest',
): OutgoingMail {
  const { headers, page } = unsubscribeParts(links, { userId, scope: { kind: 'email' } }, language);
  const { t, productName, url } = wording(links, language);
  const last = rows.at(-1)?.id ?? 0;
  const count = rows.length;
  const mail = composeMail(language, {
    subject: t(`${kind}.subject`, { productName, count }),
    automatic: true,
    blocks: [
      { p: t(`${kind}.intro`, { count }) },
      ...rows.map((row) => {
        const text = textIn(row, language);
        return {
          title: text.title,
          lines: [text.body, t('digest.why', { reason: text.reason })],
          link: { label: t('notification.seeIt'), url: url(row.link) },
        };
      }),
      { label: t('notification.all'), url: url('/account/notifications') },
      { label: t('digest.stop'), url: page },
    ],
  });
  return { key: `${kind}:${userId}:${last}`, to, headers, ...mail };
}
