import { Link } from 'react-router';
import type { Route } from './+types/knowledge-edit';
import { knowledgeAdminCalls } from '../../../contracts/knowledge/calls';
import { KNOWLEDGE_LIMITS as L } from '../../../contracts/knowledge/codes';
import { knowledgePagePath } from '../../../contracts/knowledge/pages';
import { ArticleEditor } from '../../features/admin/content/ArticleEditor';
import { adminContentMessages } from '../../features/admin/content/messages';
import {
  KNOWLEDGE_EDIT_PATH,
  KnowledgeFields,
  knowledgeValuesOf,
  knowledgeWrites,
  saveKnowledge,
} from '../../features/admin/knowledge/knowledge-kind';
import { adminOr404 } from '../../features/admin/loaders';
import { adminTitle } from '../../features/admin/messages';
import { createApi } from '../../lib/api';
import { HTML_LANG, languageOfMatches, translator, useLanguage, useT, type Language } from '../../lib/i18n';

/** The article's title in a language where it has one, else its English title. */
const titleIn = (article: { contentTitle: string; zhContentTitle: string }, language: Language) =>
  language === 'zh' && article.zhContentTitle ? article.zhContentTitle : article.contentTitle;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const language = languageOfMatches(matches);
  return adminTitle(
    language,
    data?.article ? titleIn(data.article, language) : translator(language, adminContentMessages)('kinds.knowledge.new'),
  );
};

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
  const t = useT(adminContentMessages);
  const language = useLanguage();
  const inPageLanguage = language === 'en' || !!article?.zhContentTitle;
  return (
    <>
      <p className="admin-back">
        <Link to="/admin/knowledge">← {t('knowledge.articles')}</Link>
      </p>
      <h1 className="admin-title">
        {article ? (
          <span translate="no" lang={inPageLanguage ? undefined : HTML_LANG.en}>
            {titleIn(article, language)}
          </span>
        ) : (
          t('kinds.knowledge.new')
        )}
      </h1>
      <ArticleEditor
        key={article?.id ?? 'new'}
        name="knowledge"
        id={article?.id ?? null}
        state={article?.state ?? null}
        initialValues={knowledgeValuesOf(article, categories)}
        languages={{ en: { title: 'contentTitle', body: 'content' }, zh: { title: 'zhContentTitle', body: 'zhContent' } }}
        limits={{ title: L.contentTitle, body: L.content }}
        fields={<KnowledgeFields categories={categories} />}
        save={saveKnowledge(article?.createDate ?? null)}
        writes={knowledgeWrites}
        editPath={KNOWLEDGE_EDIT_PATH}
        publicPath={article ? knowledgePagePath(article.id) : null}
      />
    </>
  );
}
