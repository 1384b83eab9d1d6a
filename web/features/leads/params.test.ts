import { describe, expect, it } from 'vitest';
import { boardParams, forumParams, withQuery } from './params';

describe('community addresses', () => {
  it('reads the board type (1 unless 2), keywords and page; bad values fall back', () => {
    expect(boardParams(new URL('http://x/community?type=2&keywords=%20pork%20&page=3'))).toEqual({ type: 2, keywords: 'pork', page: 3 });
    expect(boardParams(new URL('http://x/community?type=9&page=-1'))).toEqual({ type: 1, keywords: undefined, page: 1 });
  });

  it('reads the forum label class, label, tab and search; a label code with odd characters is dropped', () => {
    expect(forumParams(new URL('http://x/exchange?labelClass=LOGISTICS&labelCode=REEFER&tab=3&content=plug'))).toEqual({
      labelClass: 'LOGISTICS',
      labelCode: 'REEFER',
      tab: 3,
      content: 'plug',
      page: 1,
    });
    expect(forumParams(new URL('http://x/exchange?labelCode=%3Cscript%3E&tab=7')).labelCode).toBeUndefined();
    expect(forumParams(new URL('http://x/exchange?tab=7')).tab).toBe(1);
  });

  it('writes addresses without empty values and defaults', () => {
    expect(withQuery('/exchange', { labelClass: 'MARKET', tab: 1, page: 1, content: '' })).toBe('/exchange?labelClass=MARKET');
    expect(withQuery('/community', { type: 2, page: 2 })).toBe('/community?type=2&page=2');
  });
});
