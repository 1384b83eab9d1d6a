import type { Route } from './+types/bank-accounts';
import { checkCalls } from '../../../contracts/check/calls';
import { BANK_REPORT_STATUSES, type BankReportStatus } from '../../../contracts/check/codes';
import { adminOr404 } from '../../features/admin/loaders';
import { adminMessages, adminMeta } from '../../features/admin/messages';
import { BankQueue } from '../../features/check/BankQueue';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = adminMeta('bankAccounts');

export async function loader({ context, request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const status = (BANK_REPORT_STATUSES as readonly string[]).includes(q.get('status') ?? '')
    ? (q.get('status') as BankReportStatus)
    : undefined;
  const page = Math.max(1, Number.parseInt(q.get('page') ?? '1', 10) || 1);
  const api = createApi(context.api);
  return adminOr404(() => api.call(checkCalls.adminList, { query: { status, page } }));
}

/** /admin/bank-accounts: the reported bank accounts, pending first. */
export default function AdminBankAccounts({ loaderData }: Route.ComponentProps) {
  const t = useT(adminMessages);
  return (
    <>
      <h1 className="admin-title">{t('titles.bankAccounts')}</h1>
      <BankQueue list={loaderData.list} total={loaderData.total} />
    </>
  );
}
