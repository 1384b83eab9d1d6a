import { Link } from 'react-router';
import type { Route } from './+types/suspended';
import type { SuspensionRow } from '../../../contracts/market/models';
import { Data } from '../../features/market/Bilingual';
import { FilteredListPage } from '../../features/market/ListTable';
import type { Column } from '../../ui/DataTable';
import { listWithFilterOptions, plantFilterBody } from '../../features/market/loaders';
import { marketMessages } from '../../features/market/messages';
import { listMeta } from '../../features/market/meta';
import { plantDetailHref } from '../../features/market/params';
import { marketCalls } from '../../../contracts/market/calls';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) => listMeta(matches, 'suspended');

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createApi(context.api);
  return listWithFilterOptions(request, api, (params, lang) => api.call(marketCalls.suspended, { body: plantFilterBody(params, lang) }));
}

export default function Suspended({ loaderData }: Route.ComponentProps) {
  const t = useT(marketMessages);
  const columns: Column<SuspensionRow>[] = [
    {
      header: t('common.regNo'),
      cell: (s) => (
        <Link to={plantDetailHref(s)}>
          <Data text={s.plantNo} />
        </Link>
      ),
    },
    { header: t('common.plant'), cell: (s) => <Data text={s.plantName} /> },
    { header: t('common.country'), cell: (s) => <Data text={s.countryName} /> },
    { header: t('common.goodsType'), cell: (s) => s.dicDetailName },
    { header: t('suspended.since'), cell: (s) => s.suspendDate, className: 'ui-nowrap' },
    // The reason is written as the list or the administrator gave it, in its own language.
    { header: t('suspended.reason'), cell: (s) => (s.reason ? <Data text={s.reason} prose /> : '-') },
  ];
  return (
    <FilteredListPage
      title={t('suspended.title')}
      exportList="suspended"
      keywordLabel={t('suspended.keyword')}
      data={loaderData}
      columns={columns}
      rowKey={(s) => s.id}
    />
  );
}
