import type { AdminCategory } from '../../../../contracts/knowledge/models';
import type { Language } from '../../../lib/i18n';
import { langOfText } from '../../../ui/posts/written-in';

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

/** A category's name in a language: its Chinese name on a Chinese page where it has one, else its English name. */
export const categoryNameIn = (category: AdminCategory, language: Language) =>
  language === 'zh' && category.zhCategoryName ? category.zhCategoryName : category.categoryName;

/** A category as a TreeSelect's node: its name in the page's language, marked with its own where it has no other. */
function nodeOf(category: AdminCategory, language: Language) {
  const name = categoryNameIn(category, language);
  return { value: Number(category.uuid), name, title: <span lang={langOfText(name, language)}>{name}</span> };
}

/**
 * The tree as a TreeSelect's data, named in the page's language: every category can hold articles, roots too. A
 * search matches `name` (treeNodeFilterProp="name"), the title being an element.
 */
export const categoryTreeData = (categories: AdminCategory[], language: Language) =>
  branchesOf(categories).map(({ root, children }) => ({
    ...nodeOf(root, language),
    children: children.map((c) => nodeOf(c, language)),
  }));
