import { Button, Form, TreeSelect } from 'antd';
import { Link } from 'react-router';
import type { Route } from './+types/knowledge';
import { knowledgeAdminCalls } from '../../../contracts/knowledge/calls';
import { ArticleTable } from '../../features/admin/content/ArticleTable';
import { adminContentMessages } from '../../features/admin/content/messages';
import { categoryTreeData } from '../../features/admin/knowledge/category-tree';
import { KNOWLEDGE_EDIT_PATH, knowledgeRowOf, knowledgeWrites } from '../../features/admin/knowledge/knowledge-kind';
import { adminOr404, articleSearchOf } from '../../features/admin/loaders';
import { adminTitle } from '../../features/admin/messages';
import { createApi } from '../../lib/api';
import { languageOfMatches, translator, useLanguage, useT } from '../../lib/i18n';
import { useKitIcons } from '../../ui/kit/icons';

export const meta: Route.MetaFunction = ({ matches }) => {
  const language = languageOfMatches(matches);
  return adminTitle(language, translator(language, adminContentMessages)('knowledge.articles'));
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = articleSearchOf(new URL(request.url));
  const api = createApi(context.api);
  const { keyword, ...rest } = search;
  const [articles, categories] = await adminOr404(() =>
    Promise.all([
      api.call(knowledgeAdminCalls.articles, { query: { ...rest, articleTitle: keyword } }),
      api.call(knowledgeAdminCalls.categories),
    ]),
  );
  return { search, articles, categories: categories.list };
}

export default function AdminKnowledge({ loaderData }: Route.ComponentProps) {
  const { search, articles, categories } = loaderData;
  const t = useT(adminContentMessages);
  const kit = useKitIcons();
  const language = useLanguage();
  return (
    <>
      <h1 className="admin-title">{t('knowledge.articles')}</h1>
      <div className="admin-actions">
        <Link to="/admin/knowledge/new">
          <Button type="primary">{t('knowledge.newArticle')}</Button>
        </Link>{' '}
        <Link to="/admin/knowledge/categories">{t('knowledge.categories')}</Link>
      </div>
      <ArticleTable
        rows={articles.list.map(knowledgeRowOf(categories, language))}
        total={articles.total}
        search={search}
        kind="knowledge"
        editPath={KNOWLEDGE_EDIT_PATH}
        writes={knowledgeWrites}
        filters={
          <Form.Item name="categoryId" label={t('knowledge.category')}>
            <TreeSelect
              treeData={categoryTreeData(categories, language)}
              treeDefaultExpandAll
              allowClear={kit.selectClear}
              suffixIcon={kit.treeSelectArrow}
              placeholder={t('knowledge.anyCategory')}
              style={{ minWidth: 200 }}
            />
          </Form.Item>
        }
      />
    </>
  );
}
