import { Button, Form, TreeSelect } from 'antd';
import { Link } from 'react-router';
import type { Route } from './+types/knowledge';
import { knowledgeAdminCalls } from '../../../contracts/knowledge/calls';
import { ArticleTable } from '../../features/admin/content/ArticleTable';
import { categoryTreeData } from '../../features/admin/knowledge/category-tree';
import { KNOWLEDGE_EDIT_PATH, knowledgeRowOf, knowledgeWrites } from '../../features/admin/knowledge/knowledge-kind';
import { adminOr404, articleSearchOf } from '../../features/admin/loaders';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Knowledge articles · Admin') }];

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
  return (
    <>
      <h1 className="admin-title">Knowledge articles</h1>
      <div className="admin-actions">
        <Link to="/admin/knowledge/new">
          <Button type="primary">New article</Button>
        </Link>{' '}
        <Link to="/admin/knowledge/categories">Categories</Link>
      </div>
      <ArticleTable
        rows={articles.list.map(knowledgeRowOf)}
        total={articles.total}
        search={search}
        noun="knowledge article"
        editPath={KNOWLEDGE_EDIT_PATH}
        writes={knowledgeWrites}
        filters={
          <Form.Item name="categoryId" label="Category">
            <TreeSelect
              treeData={categoryTreeData(categories)}
              treeDefaultExpandAll
              allowClear
              placeholder="Any category"
              style={{ minWidth: 200 }}
            />
          </Form.Item>
        }
      />
    </>
  );
}
