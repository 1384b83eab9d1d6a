import { Link } from 'react-router';
import type { Route } from './+types/plant';
import type { PlantRow } from '../../../contracts/market/models';
import { Data } from '../../features/market/Bilingual';
import { CompanyLogo, StatusTag } from '../../features/market/Bits';
import { FilteredListPage } from '../../features/market/ListTable';
import type { Column } from '../../ui/DataTable';
import { listWithFilterOptions, plantFilterBody } from '../../features/market/loaders';
import { marketMessages } from '../../features/market/messages';
import { listMeta } from '../../features/market/meta';
import { plantDetailHref } from '../../features/market/params';
import { marketCalls } from '../../../contracts/market/calls';
import { createApi } from '../../lib/api';
import { useT } from '../../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) => listMeta(matches, 'plant');

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createApi(context.api);
  return listWithFilterOptions(request, api, (params, lang) =>
    api.call(marketCalls.plants, {
      body: {
        ...plantFilterBody(params, lang),
        // params.status is '', '0', '1', '2' or '3' (params.ts checks it).
        status: params.status === '' ? undefined : (Number(params.status) as 0 | 1 | 2 | 3),
      },
    }),
  );
}

export default function Plants({ loaderData }: Route.ComponentProps) {
  const t = useT(marketMessages);
  const columns: Column<PlantRow>[] = [
    {
      header: t('common.plant'),
      cell: (p) => (
        <span className="market-plant-name">
          <CompanyLogo src={p.companyLogo} size={32} />
          <Data text={p.plantName} />
        </span>
      ),
    },
    {
      header: t('common.regNo'),
      cell: (p) => (
        <Link to={plantDetailHref({ accessType: p.factoryAccessType, plantNo: p.plantNo, countryCode: p.factoryCountryCode })}>
          <Data text={p.plantNo} />
        </Link>
      ),
    },
    { header: t('common.country'), cell: (p) => <Data text={p.countryName} /> },
    { header: t('common.productMode'), cell: (p) => (p.productMode ? <Data text={p.productMode} prose /> : '-') },
    { header: t('common.status'), cell: (p) => <StatusTag status={p.status} /> },
  ];
  return (
    <FilteredListPage
      title={t('plant.title')}
      exportList="plant"
      keywordLabel={t('plant.keyword')}
      status
      data={loaderData}
      columns={columns}
      rowKey={(p) => `${p.factoryCountryCode}/${p.plantNo}`}
    />
  );
}
