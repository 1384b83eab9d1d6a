import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager-items';

describe('pagerItems: the first and last pages stay in reach', () => {
  it('page 6 of 165', () => {
    expect(pagerItems(6, 165)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 165]);
  });
  it('at either end', () => {
    expect(pagerItems(1, 165)).toEqual([1, 2, 3, 4, 5, 'gap', 165]);
    expect(pagerItems(165, 165)).toEqual([1, 'gap', 161, 162, 163, 164, 165]);
  });
  it('a gap of one page shows the page', () => {
    expect(pagerItems(5, 165)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 165]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('few pages, and a page past the end', () => {
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(99, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(1, 0)).toEqual([]);
  });
});
