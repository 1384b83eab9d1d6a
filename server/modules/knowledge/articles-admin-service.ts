import type { Page } from '../../../contracts/core/envelope';
import { KNOWLEDGE_MSG } from '../../../contracts/knowledge/codes';
import type { AdminArticlesQuery, ArticleForm } from '../../../contracts/knowledge/inputs';
import type { AdminArticle } from '../../../contracts/knowledge/models';
import type { Db, Executor } from '../../db/client';
import { badRequest, notFound } from '../../platform/envelope';
import { authorize, type Actor } from '../../platform/policy';
import { recordAudit, type AuditActor } from '../../shared/audit/index';
import { sanitizeArticleHtml } from '../../shared/html/index';
import { adminArticleOf, auditedArticle } from './presenters';
import { articleDeskPolicy } from './policies';
import * as queries from './queries/admin-articles';
import { findCategory } from './queries/categories';

type Action = 'update' | 'publish' | 'unpublish' | 'delete';

/**
 * The administrator's side of the articles: drafts and published ones. Each write runs in one transaction
 * with its audit entry (values before and after). Bodies are sanitised when saved.
 */
export function createArticlesAdmin(db: Db) {
  async function articleOrNotFound(tx: Executor, id: number) {
    const row = await queries.findArticle(tx, id);
    if (!row) throw notFound(KNOWLEDGE_MSG.articleNotFound);
    return row;
  }

  async function valuesOf(tx: Executor, form: ArticleForm) {
    if (!(await findCategory(tx, form.categoryId))) {
      throw badRequest(`Invalid categoryId: ${KNOWLEDGE_MSG.categoryNotFound}`, [
        { field: 'categoryId', message: KNOWLEDGE_MSG.categoryNotFound },
      ]);
    }
    const { createDate, ...fields } = form;
    return {
      ...fields,
      content: sanitizeArticleHtml(form.content),
      zhContent: sanitizeArticleHtml(form.zhContent),
      ...(createDate ? { createDate: new Date(createDate) } : {}),
    };
  }

  /** Changes one article and records it under `action`. */
  async function change(
    id: number,
    action: Action,
    actor: AuditActor,
    apply: (tx: Executor) => Promise<void>,
  ): Promise<AdminArticle | null> {
    return db.transaction(async (tx) => {
      const before = await articleOrNotFound(tx, id);
      await apply(tx);
      const after = action === 'delete' ? undefined : await articleOrNotFound(tx, id);
      await recordAudit(tx, actor, {
        action: `knowledgeArticle.${action}`,
        subjectType: 'knowledgeArticle',
        subjectId: id,
        before: auditedArticle(before),
        after: auditedArticle(after),
      });
      return after ? adminArticleOf(after) : null;
    });
  }

  return {
    async list(query: AdminArticlesQuery, actor: Actor): Promise<Page<AdminArticle>> {
      authorize(actor, 'read', articleDeskPolicy.of(null));
      const filter = { state: query.state, categoryId: query.categoryId, articleTitle: query.articleTitle || undefined };
      const { rows, total } = await queries.pageAll(db, filter, (query.page - 1) * query.limit, query.limit);
      return { list: rows.map(adminArticleOf), total };
    },

    get: async (id: number, actor: Actor) => {
      authorize(actor, 'read', articleDeskPolicy.of(null));
      return adminArticleOf(await articleOrNotFound(db, id));
    },

    /** A new article is a draft until it is published. */
    create: async (form: ArticleForm, actor: AuditActor): Promise<AdminArticle> => {
      authorize(actor, 'edit', articleDeskPolicy.of(null));
      return db.transaction(async (tx) => {
        const id = await queries.insertArticle(tx, { ...(await valuesOf(tx, form)), state: 'draft' });
        const after = await articleOrNotFound(tx, id);
        await recordAudit(tx, actor, {
          action: 'knowledgeArticle.create',
          subjectType: 'knowledgeArticle',
          subjectId: id,
          before: null,
          after: auditedArticle(after),
        });
        return adminArticleOf(after);
      });
    },

    update: async (id: number, form: ArticleForm, actor: AuditActor) => {
      authorize(actor, 'edit', articleDeskPolicy.of(null));
      return (await change(id, 'update', actor, async (tx) => queries.updateArticle(tx, id, await valuesOf(tx, form))))!;
    },

    /** Publishing keeps the first publication time when an article is published again. */
    publish: async (id: number, actor: AuditActor) => {
      authorize(actor, 'edit', articleDeskPolicy.of(null));
      return (await change(id, 'publish', actor, async (tx) => {
        const row = await articleOrNotFound(tx, id);
        await queries.updateArticle(tx, id, { state: 'published', publishedAt: row.publishedAt ?? new Date() });
      }))!;
    },

    unpublish: async (id: number, actor: AuditActor) => {
      authorize(actor, 'edit', articleDeskPolicy.of(null));
      return (await change(id, 'unpublish', actor, (tx) => queries.updateArticle(tx, id, { state: 'draft' })))!;
    },

    remove: async (id: number, actor: AuditActor): Promise<null> => {
      authorize(actor, 'edit', articleDeskPolicy.of(null));
      await change(id, 'delete', actor, (tx) => queries.deleteArticle(tx, id));
      return null;
    },
  };
}

export type ArticlesAdmin = ReturnType<typeof createArticlesAdmin>;
