import { describe, expect, it } from 'vitest';
import { isoDate, isoTime, shownDate, shownTime } from './dates';

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
});
