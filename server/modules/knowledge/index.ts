import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { SubjectRegistry } from '../../shared/subjects/index';
import { createArticlesAdmin } from './articles-admin-service';
import { createCategoriesAdmin } from './categories-admin-service';
import { addArticleViews } from './queries/articles';
import { knowledgeAdminRoutes, knowledgeRoutes } from './routes';
import { createKnowledgeService } from './service';
import { knowledgeSubjects } from './subjects';

export { knowledgeSitemap, registerKnowledgeSitemap } from './discovery';

/** Knowledge articles become the KNOWLEDGE_BASE subject of the shared comments. */
export function registerKnowledgeSubjects(db: Db, subjects: SubjectRegistry) {
  for (const source of knowledgeSubjects(db)) subjects.register(source);
}

/** The knowledge base (§2, §7): its public calls and the admin shell's article and category calls. */
export function registerKnowledge(http: CallRegistrar, db: Db) {
  knowledgeRoutes(http, createKnowledgeService(db), http.views.counter('knowledge article', addArticleViews(db)));
  knowledgeAdminRoutes(http, createArticlesAdmin(db), createCategoriesAdmin(db));
}
