import { pathOf } from '../../../contracts/core/calls';
import { PRODUCT_NAME } from '../../../contracts/core/codes';
import { notificationCalls } from '../../../contracts/notifications/calls';
import type { OutgoingMail } from '../mail/index';
import type { NotificationRow } from './queries';
import type { UnsubscribeClaim, UnsubscribeTokens } from './tokens';

export interface MailLinks {
  publicUrl: string;
  tokens: UnsubscribeTokens;
}

/** RFC 2369 and RFC 8058 headers and the link for the body: one click, no sign-in. */
function unsubscribeParts(links: MailLinks, claim: UnsubscribeClaim) {
  const token = encodeURIComponent(links.tokens.make(claim));
  return {
    headers: {
      'List-Unsubscribe': `<${links.publicUrl}${pathOf(notificationCalls.unsubscribe)}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    page: `${links.publicUrl}/unsubscribe?token=${token}`,
  };
}

/** One notification, mailed as it happens. Unsubscribing stops the subscription it came through. */
export function notificationMail(row: NotificationRow, to: string, links: MailLinks): OutgoingMail {
  const claim: UnsubscribeClaim = row.subscriptionId
    ? { userId: row.userId, scope: { kind: 'subscription', subscriptionId: row.subscriptionId } }
    : { userId: row.userId, scope: { kind: 'email' } };
  const { headers, page } = unsubscribeParts(links, claim);
  return {
    key: `notification:${row.id}`,
    to,
    subject: `${PRODUCT_NAME}: ${row.title}`,
    headers,
    text: [
      row.title,
      '',
      row.body,
      '',
      `See it: ${links.publicUrl}${row.link}`,
      '',
      `Why you got this: ${row.reason}.`,
      `All your notifications: ${links.publicUrl}/account/notifications`,
      `Unsubscribe: ${page}`,
    ].join('\n'),
  };
}

/** The day's notifications in one mail. Unsubscribing stops notification mail (the centre keeps them). */
export function digestMail(userId: number, rows: readonly NotificationRow[], to: string, links: MailLinks): OutgoingMail {
  const { headers, page } = unsubscribeParts(links, { userId, scope: { kind: 'email' } });
  const last = rows.at(-1)?.id ?? 0;
  return {
    key: `digest:${userId}:${last}`,
    to,
    subject: `${PRODUCT_NAME}: ${rows.length} change${rows.length === 1 ? '' : 's'} on your watchlist`,
    headers,
    text: [
      `${rows.length} change${rows.length === 1 ? '' : 's'} since your last digest:`,
      '',
      ...rows.flatMap((r) => [`* ${r.title}`, `  ${r.body}`, `  ${links.publicUrl}${r.link}`, `  Why: ${r.reason}.`, '']),
      `All your notifications: ${links.publicUrl}/account/notifications`,
      `Stop these e-mails: ${page}`,
    ].join('\n'),
  };
}
