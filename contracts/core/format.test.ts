import { describe, expect, it } from 'vitest';
import { grouped, shortCount } from './format';

describe('grouped', () => {
  it('groups a count by thousands as the English locale does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 165000, 1234567, 2147483647, -1234, -999]) {
      expect(grouped(n)).toBe(n.toLocaleString('en'));
    }
  });

  it('keeps the decimals asked for, and writes values that are not finite as JavaScript does', () => {
    expect(grouped(-1234.5, 1)).toBe('-1,234.5');
    expect(grouped(1234.5, 2)).toBe('1,234.50');
    expect(grouped(0.25, 2)).toBe('0.25');
    expect(grouped(Number.NaN)).toBe('NaN');
    expect(grouped(Infinity)).toBe('Infinity');
  });
});

describe('grouped in both languages', () => {
  it('groups by thousands in Chinese as in English, as the Chinese locale does', () => {
    for (const n of [0, 999, 1000, 165000, 1234567, -1234]) {
      expect(grouped(n)).toBe(n.toLocaleString('zh-CN'));
    }
  });
});

describe('shortCount (§9 like counts)', () => {
  it.each([
    [0, '0', '0'],
    [-3, '0', '0'],
    [999, '999', '999'],
    [1_000, '1k+', '1千+'],
    [9_999, '9k+', '9千+'],
    [10_000, '1w+', '1万+'],
    [123_456, '12w+', '12万+'],
  ])('shows %i as %s in English and %s in Chinese', (count, en, zh) => {
    expect(shortCount(count)).toBe(en);
    expect(shortCount(count, 'en')).toBe(en);
    expect(shortCount(count, 'zh')).toBe(zh);
  });
});
