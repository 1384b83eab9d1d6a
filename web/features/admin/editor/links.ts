/**
 * The link addresses article HTML keeps (server/shared/html/sanitize.ts): http, https and mailto, or a path on
 * this site. Anything else (javascript:, data:, a protocol-relative //host) is refused before it reaches the HTML.
 */
export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  if (/^\/(?![/\\])/.test(value)) return true;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** What an editor typed, made into a link address: a bare host gets https:// ('example.com/x'). */
export function hrefFrom(typed: string): string {
  const value = typed.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/')) return value;
  return `https://${value}`;
}
