import { Link } from 'react-router';
import type { Route } from './+types/knowledge-categories';
import { knowledgeAdminCalls } from '../../../contracts/knowledge/calls';
import { CategoriesEditor } from '../../features/admin/knowledge/CategoriesEditor';
import { adminOr404 } from '../../features/admin/loaders';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Knowledge categories · Admin') }];

export async function loader({ context }: Route.LoaderArgs) {
  const categories = await adminOr404(() => createApi(context.api).call(knowledgeAdminCalls.categories));
  return { categories: categories.list };
}

export default function AdminKnowledgeCategories({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <p className="admin-back">
        <Link to="/admin/knowledge">← Knowledge articles</Link>
      </p>
      <h1 className="admin-title">Knowledge categories</h1>
      <p className="admin-note">Two levels: top-level categories and their sub-categories. Only an empty category can be deleted.</p>
      <CategoriesEditor categories={loaderData.categories} />
    </>
  );
}
