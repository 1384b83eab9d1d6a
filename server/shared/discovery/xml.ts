import { HTML_LANG, LANGUAGES, localPath } from '../../../contracts/core/languages';
import type { FeedItem, FeedSource, SitemapEntry } from './registry';

/** The sitemap protocol's limit of URLs in one file; a source past it is split into numbered files. */
export const SITEMAP_FILE_URLS = 50_000;
/** Pages per file: each page is listed once per language, with the other languages as its alternates. */
export const SITEMAP_FILE_PAGES = SITEMAP_FILE_URLS / LANGUAGES.length;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text for an XML element or attribute; characters XML 1.0 forbids (control characters) are dropped. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A W3C date-time as the sitemap protocol and Atom want it, or null for what is not a date. */
export function w3cDate(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Each page in every language, each URL naming its alternates (hreflang), as search engines read them. */
export function urlset(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const lastmod = w3cDate(entry.lastmod);
    const links = LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${HTML_LANG[language]}" href="${escapeXml(origin + localPath(language, entry.path))}"/>`,
    ).join('');
    return LANGUAGES.map(
      (language) =>
        `<url><loc>${escapeXml(origin + localPath(language, entry.path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`,
    );
  });
  return `${HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, files: readonly { path: string; lastmod: string | null }[]): string {
  const items = files.map((file) => {
    const lastmod = w3cDate(file.lastmod);
    return `<sitemap><loc>${escapeXml(origin + file.path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
  });
  return `${HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** An Atom 1.0 feed (RFC 4287): ids are the items' absolute URLs, which stay the same for an article. */
export function atomFeed(origin: string, feed: FeedSource, items: readonly FeedItem[], siteName: string): string {
  const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const updated = items.map((item) => w3cDate(item.updated)).find(Boolean) ?? now;
  const entries = items.map((item) => {
    const link = escapeXml(origin + item.path);
    return [
      '<entry>',
      `<title>${escapeXml(item.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${link}"/>`,
      `<id>${link}</id>`,
      `<published>${w3cDate(item.published) ?? updated}</published>`,
      `<updated>${w3cDate(item.updated) ?? updated}</updated>`,
      `<summary type="text">${escapeXml(item.summary)}</summary>`,
      '</entry>',
    ].join('');
  });
  return [
    `${HEAD}<feed xmlns="http://www.w3.org/2005/Atom">`,
    `<title>${escapeXml(feed.title)}</title>`,
    `<subtitle>${escapeXml(feed.description)}</subtitle>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(origin + feed.path)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(origin + feed.pagePath)}"/>`,
    `<id>${escapeXml(origin + feed.path)}</id>`,
    `<updated>${updated}</updated>`,
    `<author><name>${escapeXml(siteName)}</name></author>`,
    ...entries,
    '</feed>\n',
  ].join('\n');
}
