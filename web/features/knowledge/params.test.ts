import { describe, expect, it } from 'vitest';
import { knowledgeHref, knowledgeParams } from './params';

describe('knowledge URL parameters', () => {
  it('reads the category, title, page and id, dropping malformed ones', () => {
    const url = new URL('http://x/knowledgeBase?categoryId=-3&articleTitle=%20labels%20&page=2&id=15');
    expect(knowledgeParams(url)).toEqual({ categoryId: '-3', articleTitle: 'labels', page: 2, id: 15, badId: false });
    const bad = knowledgeParams(new URL('http://x/knowledgeBase?categoryId=0&page=-1&id=abc'));
    expect(bad).toEqual({ categoryId: '', articleTitle: '', page: 1, id: null, badId: true });
    expect(knowledgeParams(new URL('http://x/knowledgeBase/7'), '7').id).toBe(7);
  });

  it('writes only what chooses the content', () => {
    expect(knowledgeHref({})).toBe('/knowledgeBase');
    expect(knowledgeHref({ categoryId: '-1', page: 1 })).toBe('/knowledgeBase');
    expect(knowledgeHref({ categoryId: '12', articleTitle: 'GB 7718', page: 3, id: 4 })).toBe(
      '/knowledgeBase?categoryId=12&articleTitle=GB+7718&page=3&id=4',
    );
  });
});
