import type { Route } from './+types/imports';
import { importCalls } from '../../../contracts/imports/calls';
import { IMPORT_RUNS_PAGE_SIZE } from '../../../contracts/imports/codes';
import { ImportWizard } from '../../features/admin/imports/ImportWizard';
import { RunsTable } from '../../features/admin/imports/RunsTable';
import { adminOr404 } from '../../features/admin/loaders';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Imports · Admin') }];

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
  return (
    <>
      <h1 className="admin-title">Imports</h1>
      <p>
        Published data files (prices, futures, customs statistics, GACC lists) brought into the portal. Every run reports what it read,
        imported, updated and left unchanged, and every row it refused with its line; importing a file twice changes nothing.
      </p>
      <ImportWizard importers={importers} />
      <h2 className="admin-subtitle">History</h2>
      <RunsTable runs={runs} page={page} pageSize={IMPORT_RUNS_PAGE_SIZE} />
    </>
  );
}
