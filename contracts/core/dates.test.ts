import { describe, expect, it } from 'vitest';
import { dateFormats, isoDate, isoTime, shownDate, shownTime } from './dates';

describe('date formatters', () => {
  it('gives a Date and a driver text date the same day', () => {
    expect(isoDate(new Date(Date.UTC(2026, 10, 22, 23, 59)))).toBe('2026-11-22');
    expect(isoDate('2026-11-22')).toBe('2026-11-22');
    expect(isoDate('2026-11-22 00:00:00+00')).toBe('2026-11-22');
  });

  it('sends instants as ISO 8601 in UTC and keeps null', () => {
    expect(isoTime(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05.000Z');
    expect(isoTime('2026-01-02T03:04:05+01:00')).toBe('2026-01-02T02:04:05.000Z');
    expect(isoTime(null)).toBeNull();
  });

  it('shows a missing day as - and a missing time as —', () => {
    expect(shownDate(null)).toBe('-');
    expect(shownDate('2026-11-22')).toBe('2026-11-22');
    expect(shownTime('2026-01-02T03:04:05.000Z')).toBe('2026-01-02 03:04 UTC');
    expect(shownTime(null)).toBe('—');
  });

  it('writes a day and a month in Chinese order on Chinese pages, the English form unchanged', () => {
    const zh = dateFormats('zh');
    expect(zh.date('2026-11-26')).toBe('2026年11月26日');
    expect(zh.date('2026-01-05')).toBe('2026年1月5日');
    expect(zh.date('2026-10')).toBe('2026年10月');
    expect(zh.date(null)).toBe('-');
    // Not a day or a month: shown as it came rather than mangled.
    expect(zh.date('latest')).toBe('latest');
    expect(dateFormats('en').date('2026-10')).toBe('2026-10');
    expect(dateFormats().date('2026-11-26')).toBe('2026-11-26');
  });

  it('writes an instant in Chinese order with its UTC time on Chinese pages', () => {
    expect(dateFormats('zh').time('2026-01-02T03:04:05.000Z')).toBe('2026年1月2日 03:04 UTC');
    expect(dateFormats('zh').time('2026-01-02 03:04:05+00')).toBe('2026年1月2日 03:04 UTC');
    expect(dateFormats('en').time('2026-01-02T03:04:05.000Z')).toBe('2026-01-02 03:04 UTC');
    expect(shownTime('2026-01-02 03:04:05+00')).toBe('2026-01-02 03:04 UTC');
    expect(dateFormats('zh').time(null)).toBe('—');
  });

  it('are safe to hand to a table as cell renderers, which pass the row and index too', () => {
    const render = shownDate as (value: string | null, ...rest: unknown[]) => string;
    expect(render('2026-11-22', { id: 1 }, 0)).toBe('2026-11-22');
  });
});
