import { describe, expect, it } from 'vitest';
import { withQuery } from './address';

describe('post list addresses', () => {
  it('writes addresses without empty values and defaults', () => {
    expect(withQuery('/exchange', { labelClass: 'MARKET', tab: 1, page: 1, content: '' })).toBe('/exchange?labelClass=MARKET');
    expect(withQuery('/community', { type: 2, page: 2 })).toBe('/community?type=2&page=2');
  });
});
