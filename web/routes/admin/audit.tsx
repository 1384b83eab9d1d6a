import type { Route } from './+types/audit';
import { adminCalls } from '../../../contracts/admin/calls';
import { AuditTable } from '../../features/admin/AuditTable';
import { adminOr404, auditSearchOf } from '../../features/admin/loaders';
import { adminMessages, adminMeta } from '../../features/admin/messages';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = adminMeta('audit');

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = auditSearchOf(new URL(request.url));
  const entries = await adminOr404(() => createApi(context.api).call(adminCalls.audit, { query: search }));
  return { search, entries };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const t = useT(adminMessages);
  return (
    <>
      <h1 className="admin-title">{t('titles.audit')}</h1>
      <p className="admin-note">{t('audit.note')}</p>
      <AuditTable entries={loaderData.entries} search={loaderData.search} />
    </>
  );
}
