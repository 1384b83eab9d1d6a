import { Link } from 'react-router';
import type { Route } from './+types/knowledge-categories';
import { knowledgeAdminCalls } from '../../../contracts/knowledge/calls';
import { adminContentMessages } from '../../features/admin/content/messages';
import { CategoriesEditor } from '../../features/admin/knowledge/CategoriesEditor';
import { adminOr404 } from '../../features/admin/loaders';
import { adminTitle } from '../../features/admin/messages';
import { createApi } from '../../lib/api';
import { languageOfMatches, translator, useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) => {
  const language = languageOfMatches(matches);
  return adminTitle(language, translator(language, adminContentMessages)('categories.title'));
};

export async function loader({ context }: Route.LoaderArgs) {
  const categories = await adminOr404(() => createApi(context.api).call(knowledgeAdminCalls.categories));
  return { categories: categories.list };
}

export default function AdminKnowledgeCategories({ loaderData }: Route.ComponentProps) {
  const t = useT(adminContentMessages);
  return (
    <>
      <p className="admin-back">
        <Link to="/admin/knowledge">← {t('knowledge.articles')}</Link>
      </p>
      <h1 className="admin-title">{t('categories.title')}</h1>
      <p className="admin-note">{t('categories.note')}</p>
      <CategoriesEditor categories={loaderData.categories} />
    </>
  );
}
