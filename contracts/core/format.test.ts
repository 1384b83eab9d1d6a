import { describe, expect, it } from 'vitest';
import { grouped } from './format';

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
