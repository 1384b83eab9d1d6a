import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers';

describe('formatCount', () => {
  it('groups thousands as the English locale does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 165000, 1234567, 2147483647, -1234, -999, 1234.5, 0.25]) {
      // eslint-disable-next-line no-restricted-syntax -- Node's own English formatting is the reference
      expect(formatCount(n)).toBe(n.toLocaleString('en', { maximumFractionDigits: 20 }));
    }
  });

  it('writes values that are not finite as JavaScript does', () => {
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(Infinity)).toBe('Infinity');
  });
});
