import { describe, expect, it } from 'vitest';
import { pathTo, placementProblem, publicTree, type TreeCategory } from './tree';

const CATEGORIES: TreeCategory[] = [
  { id: 1, parentId: null, categoryName: 'Labelling' },
  { id: 2, parentId: null, categoryName: 'Tariffs' },
  { id: 3, parentId: 1, categoryName: 'GB 7718' },
  { id: 4, parentId: 1, categoryName: 'Packaging' },
];

describe('publicTree', () => {
  it('puts all and hot first and counts a root with its children', () => {
    const tree = publicTree(
      CATEGORIES,
      new Map([
        [1, 2],
        [3, 5],
        [4, 1],
        [2, 20],
      ]),
    );
    expect(tree.map((n) => [n.uuid, n.count])).toEqual([
      ['-1', 28],
      ['-3', 10],
      ['1', 8],
      ['2', 20],
    ]);
    expect(tree[2]!.children).toEqual([
      { uuid: '3', label: 'GB 7718', count: 5, children: [] },
      { uuid: '4', label: 'Packaging', count: 1, children: [] },
    ]);
  });

  it('counts the hot entry as the number of articles when there are fewer than ten', () => {
    expect(publicTree(CATEGORIES, new Map([[3, 4]]))[1]!.count).toBe(4);
  });
});

describe('pathTo and placementProblem', () => {
  it('walks from the root down', () => {
    expect(pathTo(3, CATEGORIES)).toEqual([
      { uuid: '1', categoryName: 'Labelling' },
      { uuid: '3', categoryName: 'GB 7718' },
    ]);
    expect(pathTo(99, CATEGORIES)).toEqual([]);
  });

  it('keeps two levels and refuses cycles', () => {
    expect(placementProblem(null, 1, CATEGORIES)).toBeNull();
    expect(placementProblem(null, 3, CATEGORIES)).toBe('tooDeep');
    expect(placementProblem(1, 2, CATEGORIES)).toBe('tooDeep');
    expect(placementProblem(2, 2, CATEGORIES)).toBe('cycle');
    expect(placementProblem(4, 99, CATEGORIES)).toBe('notFound');
    expect(placementProblem(4, 2, CATEGORIES)).toBeNull();
    expect(placementProblem(3, null, CATEGORIES)).toBeNull();
  });
});
