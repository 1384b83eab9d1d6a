import type { AdminCategory } from '../../../../contracts/knowledge/models';

/** A root and its children, in display order (the admin list already sends roots first, then children, by sort). */
export interface CategoryBranch {
  root: AdminCategory;
  children: AdminCategory[];
}

export function branchesOf(categories: AdminCategory[]): CategoryBranch[] {
  const branches = categories.filter((c) => c.parentId === null).map((root) => ({ root, children: [] as AdminCategory[] }));
  const byId = new Map(branches.map((b) => [b.root.uuid, b]));
  for (const c of categories) if (c.parentId !== null) byId.get(c.parentId)?.children.push(c);
  for (const b of branches) b.children.sort((x, y) => x.sort - y.sort);
  return branches.sort((x, y) => x.root.sort - y.root.sort);
}

/** The tree as a TreeSelect's data: every category can hold articles, roots too. */
export const categoryTreeData = (categories: AdminCategory[]) =>
  branchesOf(categories).map(({ root, children }) => ({
    value: Number(root.uuid),
    title: root.categoryName,
    children: children.map((c) => ({ value: Number(c.uuid), title: c.categoryName })),
  }));
