import { knowledgeAdminCalls, knowledgeCalls } from '../../../contracts/knowledge/calls';
import type { CallRegistrar } from '../../platform/calls';
import type { ViewCounter } from '../../platform/view-counts';
import { auditActorOf } from '../../shared/audit/index';
import type { ArticlesAdmin } from './articles-admin-service';
import type { CategoriesAdmin } from './categories-admin-service';
import type { KnowledgeService } from './service';

/** §7 'Knowledge base': the public list, article and tree; every answer of an article, a cached one too, counts a view. */
export function knowledgeRoutes(http: CallRegistrar, knowledge: KnowledgeService, viewed: ViewCounter) {
  http.handle(knowledgeCalls.page, ({ params, body }) => knowledge.page(body, params.page, params.limit));
  http.handle(
    knowledgeCalls.detail,
    ({ query }) => knowledge.detail(query.id),
    (article) => () => viewed(article.id),
  );
  http.handle(knowledgeCalls.categories, () => knowledge.categoryTree());
}

/** The admin shell's knowledge calls; 'admin' access, so anyone else gets 404 before these run. */
export function knowledgeAdminRoutes(http: CallRegistrar, articles: ArticlesAdmin, categories: CategoriesAdmin) {
  const c = knowledgeAdminCalls;
  http.handle(c.articles, ({ query }, { user }) => articles.list(query, user));
  http.handle(c.article, ({ params }, { user }) => articles.get(params.id, user));
  http.handle(c.createArticle, ({ body }, { user, request }) => articles.create(body, auditActorOf(user, request.id)));
  http.handle(c.updateArticle, ({ params, body }, { user, request }) => articles.update(params.id, body, auditActorOf(user, request.id)));
  http.handle(c.publishArticle, ({ params }, { user, request }) => articles.publish(params.id, auditActorOf(user, request.id)));
  http.handle(c.unpublishArticle, ({ params }, { user, request }) => articles.unpublish(params.id, auditActorOf(user, request.id)));
  http.handle(c.deleteArticle, ({ params }, { user, request }) => articles.remove(params.id, auditActorOf(user, request.id)));

  http.handle(c.categories, (_input, { user }) => categories.list(user));
  http.handle(c.createCategory, ({ body }, { user, request }) => categories.create(body, auditActorOf(user, request.id)));
  http.handle(c.renameCategory, ({ params, body }, { user, request }) =>
    categories.rename(params.id, body, auditActorOf(user, request.id)),
  );
  http.handle(c.moveCategory, ({ params, body }, { user, request }) =>
    categories.move(params.id, body.parentId, auditActorOf(user, request.id)),
  );
  http.handle(c.sortCategories, ({ body }, { user, request }) => categories.sort(body.parentId, body.ids, auditActorOf(user, request.id)));
  http.handle(c.deleteCategory, ({ params }, { user, request }) => categories.remove(params.id, auditActorOf(user, request.id)));
}
