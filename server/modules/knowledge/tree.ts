import { CATEGORY_ALL, CATEGORY_HOT, CATEGORY_LABEL, HOT_ARTICLES } from '../../../contracts/knowledge/codes';
import type { CategoryNode } from '../../../contracts/knowledge/models';

/** The rules of the category tree, free of the database: the public tree with counts, and an article's path. */

export interface TreeCategory {
  id: number;
  parentId: number | null;
  categoryName: string;
}

/**
 * §3's tree: the 'all' entry (-1) with every shown article, the hot entry (-3) with the most read (at most
 * HOT_ARTICLES), then the roots in order, each counting its own articles and its sub-categories' (a root's
 * list shows them too). Categories come in display order; counts by category id.
 */
export function publicTree(categories: readonly TreeCategory[], counts: ReadonlyMap<number, number>): CategoryNode[] {
  const own = (id: number) => counts.get(id) ?? 0;
  const roots = categories.filter((c) => c.parentId === null);
  const nodes = roots.map((root): CategoryNode => {
    const children = categories
      .filter((c) => c.parentId === root.id)
      .map((child) => ({ uuid: String(child.id), label: child.categoryName, count: own(child.id), children: [] }));
    const count = own(root.id) + children.reduce((sum, child) => sum + child.count, 0);
    return { uuid: String(root.id), label: root.categoryName, count, children };
  });
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return [
    { uuid: String(CATEGORY_ALL), label: CATEGORY_LABEL.all, count: total, children: [] },
    { uuid: String(CATEGORY_HOT), label: CATEGORY_LABEL.hot, count: Math.min(total, HOT_ARTICLES), children: [] },
    ...nodes,
  ];
}

/** The categories from the root down to this one (§3 paths); a missing parent ends the walk. */
export function pathTo(categoryId: number, categories: readonly TreeCategory[]): { uuid: string; categoryName: string }[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path: { uuid: string; categoryName: string }[] = [];
  const seen = new Set<number>();
  for (let at = byId.get(categoryId); at && !seen.has(at.id); at = at.parentId === null ? undefined : byId.get(at.parentId)) {
    seen.add(at.id);
    path.unshift({ uuid: String(at.id), categoryName: at.categoryName });
  }
  return path;
}

/** Why a category may not sit under `parentId` (two levels, no cycles), or null when it may. */
export function placementProblem(
  categoryId: number | null,
  parentId: number | null,
  categories: readonly TreeCategory[],
): 'notFound' | 'tooDeep' | 'cycle' | null {
  if (parentId === null) return null;
  if (parentId === categoryId) return 'cycle';
  const parent = categories.find((c) => c.id === parentId);
  if (!parent) return 'notFound';
  if (parent.parentId !== null) return 'tooDeep';
  // A root with sub-categories cannot itself become a sub-category: its children would be a third level.
  if (categoryId !== null && categories.some((c) => c.parentId === categoryId)) return 'tooDeep';
  return null;
}
