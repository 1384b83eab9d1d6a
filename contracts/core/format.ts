/**
 * Digits grouped by thousands with a fixed number of decimals (1,234,567; 1,234.5): the same text in Node and every
 * browser, so a server-rendered figure hydrates unchanged. Pages use this, not `toLocaleString` or `Intl`: a page's
 * first locale-aware call loads the browser's locale data on the main thread (17 to 34 ms measured on this project's
 * machines, more on a phone), inside hydration (docs/decisions/0037-short-tasks-while-hydrating.md).
 */
export function grouped(value: number, decimals = 0): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split('.');
  const withCommas = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${withCommas}${fraction ? `.${fraction}` : ''}`;
}
