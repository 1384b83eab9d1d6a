import { describe, expect, it } from 'vitest';
import { boardParams } from './params';

describe('board addresses', () => {
  it('reads the board type (1 unless 2), keywords and page; bad values fall back', () => {
    expect(boardParams(new URL('http://x/community?type=2&keywords=%20pork%20&page=3'))).toEqual({ type: 2, keywords: 'pork', page: 3 });
    expect(boardParams(new URL('http://x/community?type=9&page=-1'))).toEqual({ type: 1, keywords: undefined, page: 1 });
  });
});
