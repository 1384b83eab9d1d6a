/**
 * The portal's one set of date formatters, shared by the server (answers, CSV names, the demo generator) and the
 * pages. Everything is UTC, so a server-rendered page and the browser that hydrates it agree.
 */

/** A day as the API sends it: YYYY-MM-DD. Database drivers hand dates over as Date or as text; both come out the same. */
export const isoDate = (value: Date | string): string =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** An instant as the API sends it: ISO 8601 in UTC; null stays null. */
export const isoTime = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A day as pages show it, '-' when there is none (§9). */
export const shownDate = (date: string | null): string => date ?? '-';

/** An instant as pages show it: 'YYYY-MM-DD HH:mm UTC', '—' when there is none. */
export const shownTime = (iso: string | null): string => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '—');
