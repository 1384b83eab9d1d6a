import type { Route } from './+types/audit';
import { adminCalls } from '../../../contracts/admin/calls';
import { AuditTable } from '../../features/admin/AuditTable';
import { adminOr404, auditSearchOf } from '../../features/admin/loaders';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Audit log · Admin') }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = auditSearchOf(new URL(request.url));
  const entries = await adminOr404(() => createApi(context.api).call(adminCalls.audit, { query: search }));
  return { search, entries };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="admin-title">Audit log</h1>
      <p className="admin-note">Every change an administrator makes, newest first. Open an entry to see its values before and after.</p>
      <AuditTable entries={loaderData.entries} search={loaderData.search} />
    </>
  );
}
