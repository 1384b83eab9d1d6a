import { Link } from 'react-router';
import type { Route } from './+types/suspended';
import type { SuspensionRow } from '../../../contracts/market/models';
import { FilteredListPage } from '../../features/market/ListTable';
import type { Column } from '../../ui/DataTable';
import { listWithFilterOptions, plantFilterBody } from '../../features/market/loaders';
import { plantDetailHref } from '../../features/market/params';
import { marketCalls } from '../../../contracts/market/calls';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Suspended plants') },
  { name: 'description', content: 'Overseas plants whose exports of meat or seafood to China are suspended, and why.' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createApi(context.api);
  return listWithFilterOptions(new URL(request.url), api, (params) =>
    api.call(marketCalls.suspended, {
      body: plantFilterBody(params),
    }),
  );
}

const COLUMNS: Column<SuspensionRow>[] = [
  { header: 'Reg.No.', cell: (s) => <Link to={plantDetailHref(s)}>{s.plantNo}</Link> },
  { header: 'Plant', cell: (s) => s.plantName },
  { header: 'Country', cell: (s) => s.countryName },
  { header: 'Goods type', cell: (s) => s.dicDetailName },
  { header: 'Suspended since', cell: (s) => s.suspendDate, className: 'ui-nowrap' },
  { header: 'Reason', cell: (s) => s.reason },
];

export default function Suspended({ loaderData }: Route.ComponentProps) {
  return (
    <FilteredListPage
      title="Suspended plants"
      exportList="suspended"
      keywordLabel="Reg.No. or plant"
      data={loaderData}
      columns={COLUMNS}
      rowKey={(s) => s.id}
    />
  );
}
