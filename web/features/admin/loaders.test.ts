import { describe, expect, it } from 'vitest';
import { userSearchQuery } from '../../../contracts/admin/models';
import { articleSearchOf, searchString, userSearchOf } from './loaders';

const at = (query: string) => articleSearchOf(new URL(`https://portal.example/admin/knowledge${query}`));

describe('the article lists’ filters in the address', () => {
  it('reads the title words, state, category and paging', () => {
    expect(at('?keyword=+labels+&state=draft&categoryId=7&page=3&limit=20')).toEqual({
      keyword: 'labels',
      state: 'draft',
      categoryId: 7,
      page: 3,
      limit: 20,
    });
  });

  it('leaves out what the calls would refuse instead of failing the page', () => {
    expect(at('?keyword=%20&state=gone&categoryId=-3&page=0&limit=7')).toEqual({
      keyword: undefined,
      state: undefined,
      categoryId: undefined,
      page: 1,
      limit: 10,
    });
    expect(at('?categoryId=abc').categoryId).toBeUndefined();
  });

  it('writes back only what differs from the defaults, keeping the news kind', () => {
    expect(searchString({ kind: 'factory-news', ...at('?keyword=beef&page=2') })).toBe('?kind=factory-news&keyword=beef&page=2');
    expect(searchString({ ...at('') })).toBe('');
  });

  it('reads the users list’s filters by the call’s rules, so the call takes what the page sends', () => {
    const search = userSearchOf(new URL('https://portal.example/admin/users?status=disabled&role=admin&limit=20&page=2'));
    expect(search).toEqual({ keyword: undefined, role: 'admin', status: 'disabled', page: 2, limit: 20 });
    expect(userSearchQuery.safeParse(search).success).toBe(true);
    expect(userSearchOf(new URL('https://portal.example/admin/users?status=banned&role=root&limit=15'))).toMatchObject({
      status: undefined,
      role: undefined,
      limit: 10,
    });
  });
});
