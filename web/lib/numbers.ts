/**
 * A count with thousands separators, as English writes it: 12,345. Pages format numbers with this rather than
 * `toLocaleString` or `Intl`: the browser's first locale-aware call loads its locale data on the main thread
 * (17 to 34 ms on a desktop CPU, several times that on a phone), and a page that formats a count while it hydrates
 * blocks input for that long. The server renders the same text, so hydration matches.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction] = String(Math.abs(value)).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
