import { Link } from 'react-router';
import type { Route } from './+types/plant';
import type { PlantRow } from '../../../contracts/market/models';
import { CompanyLogo, StatusTag } from '../../features/market/Bits';
import { FilteredListPage } from '../../features/market/ListTable';
import type { Column } from '../../ui/DataTable';
import { listWithFilterOptions, plantFilterBody } from '../../features/market/loaders';
import { plantDetailHref } from '../../features/market/params';
import { marketCalls } from '../../../contracts/market/calls';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Registered plants (Reg.No.)') },
  { name: 'description', content: 'Overseas meat and seafood plants registered with GACC: Reg.No., status and product mode.' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createApi(context.api);
  return listWithFilterOptions(new URL(request.url), api, (params) =>
    api.call(marketCalls.plants, {
      body: {
        ...plantFilterBody(params),
        // params.status is '', '0', '1' or '2' (params.ts checks it).
        status: params.status === '' ? undefined : (Number(params.status) as 0 | 1 | 2),
      },
    }),
  );
}

const COLUMNS: Column<PlantRow>[] = [
  {
    header: 'Plant',
    cell: (p) => (
      <span className="market-plant-name">
        <CompanyLogo src={p.companyLogo} size={32} />
        {p.plantName}
      </span>
    ),
  },
  {
    header: 'Reg.No.',
    cell: (p) => (
      <Link to={plantDetailHref({ accessType: p.factoryAccessType, plantNo: p.plantNo, countryCode: p.factoryCountryCode })}>
        {p.plantNo}
      </Link>
    ),
  },
  { header: 'Country', cell: (p) => p.countryName },
  { header: 'Product mode', cell: (p) => p.productMode || '-' },
  { header: 'Status', cell: (p) => <StatusTag status={p.status} /> },
];

export default function Plants({ loaderData }: Route.ComponentProps) {
  return (
    <FilteredListPage
      title="Registered plants"
      exportList="plant"
      keywordLabel="Reg.No., plant or company"
      status
      data={loaderData}
      columns={COLUMNS}
      rowKey={(p) => `${p.factoryCountryCode}/${p.plantNo}`}
    />
  );
}
