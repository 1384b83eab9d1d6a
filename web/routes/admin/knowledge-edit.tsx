import { Link } from 'react-router';
import type { Route } from './+types/knowledge-edit';
import { knowledgeAdminCalls } from '../../../contracts/knowledge/calls';
import { KNOWLEDGE_LIMITS as L } from '../../../contracts/knowledge/codes';
import { knowledgePagePath } from '../../../contracts/knowledge/pages';
import { ArticleEditor } from '../../features/admin/content/ArticleEditor';
import {
  KNOWLEDGE_EDIT_PATH,
  KnowledgeFields,
  knowledgeValuesOf,
  knowledgeWrites,
  saveKnowledge,
} from '../../features/admin/knowledge/knowledge-kind';
import { adminOr404 } from '../../features/admin/loaders';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(`${data?.article ? data.article.contentTitle : 'New knowledge article'} · Admin`) },
];

/** /admin/knowledge/new and /admin/knowledge/:id: the same form, empty or with the article. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const api = createApi(context.api);
  const id = 'id' in params ? params.id : undefined;
  const [article, categories] = await adminOr404(() =>
    Promise.all([
      id === undefined ? null : api.call(knowledgeAdminCalls.article, { params: { id: Number(id) } }),
      api.call(knowledgeAdminCalls.categories),
    ]),
  );
  return { article, categories: categories.list };
}

export default function AdminKnowledgeEdit({ loaderData }: Route.ComponentProps) {
  const { article, categories } = loaderData;
  return (
    <>
      <p className="admin-back">
        <Link to="/admin/knowledge">← Knowledge articles</Link>
      </p>
      <h1 className="admin-title">{article ? article.contentTitle : 'New knowledge article'}</h1>
      <ArticleEditor
        key={article?.id ?? 'new'}
        name="knowledge"
        id={article?.id ?? null}
        state={article?.state ?? null}
        initialValues={knowledgeValuesOf(article, categories)}
        title={{ name: 'contentTitle', label: 'Title', max: L.contentTitle }}
        body={{ name: 'content', label: 'Body', max: L.content }}
        fields={<KnowledgeFields categories={categories} />}
        save={saveKnowledge(article?.createDate ?? null)}
        writes={knowledgeWrites}
        editPath={KNOWLEDGE_EDIT_PATH}
        publicPath={article ? knowledgePagePath(article.id) : null}
      />
    </>
  );
}
