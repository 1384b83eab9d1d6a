import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../../../contracts/knowledge/models';
import { branchesOf, categoryTreeData } from './category-tree';

const cat = (uuid: string, parentId: string | null, sort: number, zhCategoryName = ''): AdminCategory => ({
  uuid,
  categoryName: `C${uuid}`,
  zhCategoryName,
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

  it('gives TreeSelect numeric values and the names a search matches', () => {
    expect(categoryTreeData([cat('1', null, 10), cat('3', '1', 10)], 'en')).toMatchObject([
      { value: 1, name: 'C1', children: [{ value: 3, name: 'C3' }] },
    ]);
  });

  it('names the categories in the page’s language, in English where a category has no Chinese name, marked so', () => {
    const categories = [cat('1', null, 10, '标签'), cat('3', '1', 10), cat('4', '1', 20, '进口')];
    const [root] = categoryTreeData(categories, 'zh');
    expect(root).toMatchObject({
      value: 1,
      name: '标签',
      children: [
        { value: 3, name: 'C3' },
        { value: 4, name: '进口' },
      ],
    });
    // The title shown: an English name on a Chinese page says its language, a Chinese one needs not.
    expect([root!.title, ...root!.children.map((c) => c.title)].map((title) => title.props.lang)).toEqual([undefined, 'en', undefined]);
    expect(root!.children.map((c) => c.title.props.children)).toEqual(['C3', '进口']);
    const english = categoryTreeData(categories, 'en')[0]!.children;
    expect(english.map((c) => [c.name, c.title.props.lang])).toEqual([
      ['C3', undefined],
      ['C4', undefined],
    ]);
  });
});
