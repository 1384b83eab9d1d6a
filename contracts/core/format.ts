import type { Language } from './languages';

/**
 * Digits grouped by thousands with a fixed number of decimals (1,234,567; 1,234.5): the same text in Node and every
 * browser, so a server-rendered figure hydrates unchanged. Pages use this, not `toLocaleString` or `Intl`: a page's
 * first locale-aware call loads the browser's locale data on the main thread (17 to 34 ms measured on this project's
 * machines, more on a phone), inside hydration (docs/decisions/0037-short-tasks-while-hydrating.md). Chinese groups
 * digits by thousands too (as zh-CN's locale does), so one form serves both languages.
 */
export function grouped(value: number, decimals = 0): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split('.');
  const withCommas = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${withCommas}${fraction ? `.${fraction}` : ''}`;
}

/** The short count's marks (§9): English 'k+' and 'w+' (w for 万, wan), Chinese 千+ and 万+. */
const COUNT_MARKS: Record<Language, { thousand: string; tenThousand: string }> = {
  en: { thousand: 'k+', tenThousand: 'w+' },
  zh: { thousand: '千+', tenThousand: '万+' },
};

/** A count shown short (§9 like counts): whole thousands from 1,000, whole ten thousands (万) from 10,000. */
export function shortCount(count: number, language: Language = 'en'): string {
  const marks = COUNT_MARKS[language];
  if (count >= 10_000) return `${Math.floor(count / 10_000)}${marks.tenThousand}`;
  if (count >= 1_000) return `${Math.floor(count / 1_000)}${marks.thousand}`;
  return String(Math.max(0, count));
}
