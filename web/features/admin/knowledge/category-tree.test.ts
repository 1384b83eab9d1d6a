import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../../../contracts/knowledge/models';
import { branchesOf, categoryTreeData } from './category-tree';

const cat = (uuid: string, parentId: string | null, sort: number): AdminCategory => ({
  uuid,
  categoryName: `C${uuid}`,
  parentId,
  sort,
  articleCount: 0,
  childCount: 0,
});

describe('the admin category tree', () => {
  it('groups children under their roots, both in sort order', () => {
    const branches = branchesOf([cat('2', null, 20), cat('1', null, 10), cat('4', '1', 20), cat('3', '1', 10), cat('5', '2', 10)]);
    expect(branches.map((b) => [b.root.uuid, b.children.map((c) => c.uuid)])).toEqual([
      ['1', ['3', '4']],
      ['2', ['5']],
    ]);
  });

  it('gives TreeSelect numeric values', () => {
    expect(categoryTreeData([cat('1', null, 10), cat('3', '1', 10)])).toEqual([
      { value: 1, title: 'C1', children: [{ value: 3, title: 'C3' }] },
    ]);
  });
});
