import type { Page } from '../../../contracts/core/envelope';
import { KNOWLEDGE_MSG } from '../../../contracts/knowledge/codes';
import type { CategoryForm, RenameCategoryBody } from '../../../contracts/knowledge/inputs';
import type { AdminCategory } from '../../../contracts/knowledge/models';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../platform/envelope';
import { authorize, type Actor } from '../../platform/policy';
import { recordAudit, type AuditActor } from '../../shared/audit/index';
import { adminCategoryOf, auditedCategory } from './presenters';
import { categoryDeskPolicy } from './policies';
import * as queries from './queries/categories';
import { placementProblem } from './tree';

const PLACEMENT_MSG = {
  notFound: KNOWLEDGE_MSG.categoryNotFound,
  tooDeep: KNOWLEDGE_MSG.categoryTooDeep,
  cycle: KNOWLEDGE_MSG.categoryCycle,
} as const;

/** The category tree as administrators edit it; each write runs with its audit entry in one transaction. */
export function createCategoriesAdmin(db: Db) {
  async function categoryOrNotFound(tx: Executor, id: number) {
    const row = await queries.findCategory(tx, id);
    if (!row) throw notFound(KNOWLEDGE_MSG.categoryNotFound);
    return row;
  }

  /** Refuses a parent that does not exist, would make a third level, or is the category itself. */
  async function checkPlacement(tx: Executor, id: number | null, parentId: number | null) {
    const problem = placementProblem(id, parentId, await queries.listCategories(tx));
    if (problem) throw badRequest(`Invalid parentId: ${PLACEMENT_MSG[problem]}`, [{ field: 'parentId', message: PLACEMENT_MSG[problem] }]);
  }

  async function answer(tx: Executor, id: number): Promise<AdminCategory> {
    return adminCategoryOf(await categoryOrNotFound(tx, id), await queries.usage(tx));
  }

  type Action = 'knowledgeCategory.rename' | 'knowledgeCategory.move';
  const change = (id: number, action: Action, actor: AuditActor, apply: (tx: Executor) => Promise<unknown>) =>
    db.transaction(async (tx) => {
      const before = await categoryOrNotFound(tx, id);
      await apply(tx);
      const after = await categoryOrNotFound(tx, id);
      await recordAudit(tx, actor, {
        action,
        subjectType: 'knowledgeCategory',
        subjectId: id,
        before: auditedCategory(before),
        after: auditedCategory(after),
      });
      return answer(tx, id);
    });

  return {
    async list(actor: Actor): Promise<Page<AdminCategory>> {
      authorize(actor, 'read', categoryDeskPolicy.of(null));
      const [rows, usage] = await Promise.all([queries.listCategories(db), queries.usage(db)]);
      return { list: rows.map((row) => adminCategoryOf(row, usage)), total: rows.length };
    },

    create: async (form: CategoryForm, actor: AuditActor) => {
      authorize(actor, 'edit', categoryDeskPolicy.of(null));
      return db.transaction(async (tx) => {
        await checkPlacement(tx, null, form.parentId);
        const row = await queries.insertCategory(tx, { ...form, sort: await queries.nextSort(tx, form.parentId) });
        await recordAudit(tx, actor, {
          action: 'knowledgeCategory.create',
          subjectType: 'knowledgeCategory',
          subjectId: row.id,
          before: null,
          after: auditedCategory(row),
        });
        return answer(tx, row.id);
      });
    },

    /** Renames in English and, when the body names it, in Chinese; a Chinese name left out is kept. */
    rename: async (id: number, { categoryName, zhCategoryName }: RenameCategoryBody, actor: AuditActor) => {
      authorize(actor, 'edit', categoryDeskPolicy.of(null));
      const names = zhCategoryName === undefined ? { categoryName } : { categoryName, zhCategoryName };
      return change(id, 'knowledgeCategory.rename', actor, (tx) => queries.updateCategory(tx, id, names));
    },

    /** Moves a category to the end of its new parent's children. */
    move: async (id: number, parentId: number | null, actor: AuditActor) => {
      authorize(actor, 'edit', categoryDeskPolicy.of(null));
      return change(id, 'knowledgeCategory.move', actor, async (tx) => {
        await checkPlacement(tx, id, parentId);
        await queries.updateCategory(tx, id, { parentId, sort: await queries.nextSort(tx, parentId) });
      });
    },

    /** The children of one parent in the order given: sort becomes 10, 20, 30... */
    sort: async (parentId: number | null, ids: number[], actor: AuditActor): Promise<Page<AdminCategory>> => {
      authorize(actor, 'edit', categoryDeskPolicy.of(null));
      return db.transaction(async (tx) => {
        if (parentId !== null) await categoryOrNotFound(tx, parentId);
        const siblings = await queries.childrenOf(tx, parentId);
        const known = new Set(siblings.map((s) => s.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          throw badRequest(`Invalid ids: ${KNOWLEDGE_MSG.sortMustListAll}`, [{ field: 'ids', message: KNOWLEDGE_MSG.sortMustListAll }]);
        }
        for (const [i, id] of ids.entries()) await queries.updateCategory(tx, id, { sort: (i + 1) * 10 });
        const after = await queries.childrenOf(tx, parentId);
        const order = (rows: queries.CategoryRow[]) => rows.map(({ id, sort }) => ({ id, sort }));
        await recordAudit(tx, actor, {
          action: 'knowledgeCategory.sort',
          subjectType: 'knowledgeCategory',
          subjectId: parentId ?? 'roots',
          before: order(siblings),
          after: order(after),
        });
        const usage = await queries.usage(tx);
        return { list: after.map((row) => adminCategoryOf(row, usage)), total: after.length };
      });
    },

    /** Only an empty category goes: no articles in any state and no sub-categories (409 otherwise). */
    remove: async (id: number, actor: AuditActor) => {
      authorize(actor, 'edit', categoryDeskPolicy.of(null));
      return db.transaction(async (tx) => {
        const before = await categoryOrNotFound(tx, id);
        const usage = await queries.usage(tx);
        if ((usage.articles.get(id) ?? 0) > 0 || (usage.children.get(id) ?? 0) > 0) throw conflict(KNOWLEDGE_MSG.categoryNotEmpty);
        await queries.deleteCategory(tx, id);
        await recordAudit(tx, actor, {
          action: 'knowledgeCategory.delete',
          subjectType: 'knowledgeCategory',
          subjectId: id,
          before: auditedCategory(before),
          after: null,
        });
        return null;
      });
    },
  };
}

export type CategoriesAdmin = ReturnType<typeof createCategoriesAdmin>;
