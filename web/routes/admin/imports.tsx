import type { Route } from './+types/imports';
import { importCalls } from '../../../contracts/imports/calls';
import { IMPORT_RUNS_PAGE_SIZE } from '../../../contracts/imports/codes';
import { adminDataMessages } from '../../features/admin/data/messages';
import { ImportWizard } from '../../features/admin/imports/ImportWizard';
import { RunsTable } from '../../features/admin/imports/RunsTable';
import { adminOr404 } from '../../features/admin/loaders';
import { adminMessages, adminMeta } from '../../features/admin/messages';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = adminMeta('imports');

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  const api = createApi(context.api);
  const [importers, runs] = await adminOr404(() =>
    Promise.all([api.call(importCalls.importers), api.call(importCalls.runs, { query: { page, limit: IMPORT_RUNS_PAGE_SIZE } })]),
  );
  return { importers, runs, page };
}

export default function AdminImports({ loaderData }: Route.ComponentProps) {
  const { importers, runs, page } = loaderData;
  const t = useT(adminDataMessages);
  const tAdmin = useT(adminMessages);
  return (
    <>
      <h1 className="admin-title">{tAdmin('titles.imports')}</h1>
      <p>{t('imports.intro')}</p>
      <ImportWizard importers={importers} />
      <h2 className="admin-subtitle">{t('imports.history')}</h2>
      <RunsTable runs={runs} page={page} pageSize={IMPORT_RUNS_PAGE_SIZE} />
    </>
  );
}
