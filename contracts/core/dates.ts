import type { Language } from './languages';

/**
 * The portal's one set of date formatters, shared by the server (answers, CSV names, the demo generator) and the
 * pages. Everything is UTC, so a server-rendered page and the browser that hydrates it agree.
 */

/** A day as the API sends it: YYYY-MM-DD. Database drivers hand dates over as Date or as text; both come out the same. */
export const isoDate = (value: Date | string): string =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** An instant as the API sends it: ISO 8601 in UTC; null stays null. */
export const isoTime = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

/** A day (YYYY-MM-DD) or a month (YYYY-MM) in Chinese order: 2026年11月26日, 2026年11月; anything else as it came. */
function chineseDate(date: string): string {
  const day = DAY.exec(date);
  if (day) return `${day[1]}年${Number(day[2])}月${Number(day[3])}日`;
  const month = MONTH.exec(date);
  return month ? `${month[1]}年${Number(month[2])}月` : date;
}

/**
 * How pages show days and instants in a language. A pair of one-argument formatters rather than a language argument:
 * pages hand them to tables as cell renderers, which pass more arguments than the value.
 * - date: a day (or a month) as pages show it, '-' when there is none (§9): YYYY-MM-DD in English, 2026年11月26日 in
 *   Chinese. Tables keep the ISO form in both languages (narrow, and it sorts); sentences and headings use this.
 * - time: an instant, 'YYYY-MM-DD HH:mm UTC' (Chinese '2026年11月26日 09:10 UTC'), '—' when there is none.
 */
export function dateFormats(language: Language = 'en') {
  const day = (date: string) => (language === 'zh' ? chineseDate(date) : date);
  return {
    date: (date: string | null): string => (date === null ? '-' : day(date)),
    time: (iso: string | null): string => {
      if (!iso) return '—';
      const [date = '', time = ''] = iso.slice(0, 16).split(/[T ]/);
      return `${day(date)}${time ? ` ${time}` : ''} UTC`;
    },
  };
}

/** A day as English pages show it, '-' when there is none (§9). */
export const shownDate = dateFormats('en').date;

/** An instant as English pages show it: 'YYYY-MM-DD HH:mm UTC', '—' when there is none. */
export const shownTime = dateFormats('en').time;
