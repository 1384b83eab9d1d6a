import { translator } from '../../../contracts/core/i18n';
import { HTML_LANG, type Language } from '../../../contracts/core/languages';
import { mailMessages } from '../../../contracts/mails/messages';

/**
 * A mail written once and sent as two parts, plain text and HTML, in the recipient's language (the areas word their
 * mails in their own catalogues). Every text is escaped here, at the HTML edge; links are the portal's own.
 */

/** One piece of a mail's body. */
export type MailBlock =
  /** A paragraph. */
  | { p: string }
  /** A paragraph ending in a code to type, set apart in HTML ('Your verification code is 123456'). */
  | { lead: string; code: string }
  /** A link with what it leads to ('See it: https://...'). */
  | { label: string; url: string }
  /** Someone's own words quoted back (a feedback), line breaks kept. */
  | { quote: string; heading: string }
  /** One item of a list (a digest's change): its title, its lines and its link. */
  | { title: string; lines: string[]; link?: { label: string; url: string } }
  /** Small print at the end: why the mail came, how to stop it. */
  | { note: string };

export interface MailContent {
  subject: string;
  blocks: MailBlock[];
  /** Sent by the portal with no one to read an answer: says so at the end. */
  automatic?: boolean;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const STYLE = {
  body: 'margin:0;padding:24px;background:#f4f6f8;font-family:Arial,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2933',
  card: 'max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;line-height:1.6;font-size:15px',
  brand: 'margin:0 0 16px;font-weight:bold;color:#0b5394',
  code: 'font-size:22px;letter-spacing:3px;font-weight:bold',
  quote: 'margin:8px 0;padding:8px 12px;border-left:3px solid #c8d1dc;color:#52606d;white-space:pre-wrap',
  item: 'margin:16px 0',
  note: 'margin-top:24px;font-size:12px;color:#7b8794',
} as const;

/** What sets a label off from its link: a full-width colon in Chinese. */
const COLON: Record<Language, string> = { en: ': ', zh: '：' };

function textOf(block: MailBlock, language: Language): string {
  if ('p' in block) return block.p;
  if ('code' in block) return `${block.lead} ${block.code}`;
  if ('url' in block) return `${block.label}${COLON[language]}${block.url}`;
  if ('quote' in block) return `${block.heading}\n${block.quote.replace(/^/gm, '> ')}`;
  if ('title' in block)
    return [`* ${block.title}`, ...block.lines.map((l) => `  ${l}`), ...(block.link ? [`  ${block.link.url}`] : [])].join('\n');
  return block.note;
}

const anchor = (url: string, text: string) => `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;

function htmlOf(block: MailBlock, language: Language): string {
  if ('p' in block) return `<p>${escapeHtml(block.p)}</p>`;
  if ('code' in block) return `<p>${escapeHtml(block.lead)} <span style="${STYLE.code}">${escapeHtml(block.code)}</span></p>`;
  if ('url' in block) return `<p>${escapeHtml(block.label)}${COLON[language]}${anchor(block.url, block.url)}</p>`;
  if ('quote' in block)
    return `<p>${escapeHtml(block.heading)}</p><blockquote style="${STYLE.quote}">${escapeHtml(block.quote)}</blockquote>`;
  if ('title' in block) {
    const lines = block.lines.map((l) => `<br>${escapeHtml(l)}`).join('');
    const link = block.link ? `<br>${anchor(block.link.url, block.link.label)}` : '';
    return `<div style="${STYLE.item}"><strong>${escapeHtml(block.title)}</strong>${lines}${link}</div>`;
  }
  return `<p style="${STYLE.note}">${escapeHtml(block.note)}</p>`;
}

/** The mail's text and HTML parts in the recipient's language. */
export function composeMail(language: Language, content: MailContent): ComposedMail {
  const t = translator(language, mailMessages);
  const productName = t('common.productName');
  const closing: MailBlock[] = [
    { p: t('common.signature', { productName }) },
    ...(content.automatic ? [{ note: t('common.automatic') }] : []),
  ];
  const blocks = [...content.blocks, ...closing];
  const text = blocks.map((block) => textOf(block, language)).join('\n\n');
  const html = [
    '<!doctype html>',
    `<html lang="${HTML_LANG[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="${STYLE.body}"><div style="${STYLE.card}">`,
    `<p style="${STYLE.brand}">${escapeHtml(productName)}</p>`,
    ...blocks.map((block) => htmlOf(block, language)),
    '</div></body></html>',
  ].join('\n');
  return { subject: content.subject, text: `${text}\n`, html };
}
