import type { Route } from './+types/jobs';
import { jobCalls } from '../../../contracts/jobs/calls';
import { JobsTable } from '../../features/admin/data/JobsTable';
import { adminOr404 } from '../../features/admin/loaders';
import { adminMessages, adminMeta } from '../../features/admin/messages';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = adminMeta('jobs');

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const state = params.get('state') === 'failed' ? ('failed' as const) : ('queued' as const);
  const page = Math.max(1, Math.min(1_000_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const jobs = await adminOr404(() => createApi(context.api).call(jobCalls.list, { query: { state, page } }));
  return { jobs, state, page };
}

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  const t = useT(adminMessages);
  return (
    <>
      <h1 className="admin-title">{t('titles.jobs')}</h1>
      <JobsTable jobs={loaderData.jobs} state={loaderData.state} page={loaderData.page} />
    </>
  );
}
