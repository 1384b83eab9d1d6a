import { Link } from 'react-router';
import type { Route } from './+types/plant';
import { MARKET_PAGE_SIZE } from '../../../contracts/codes';
import { CompanyLogo, EmptyState, StatusTag } from '../../features/market/Bits';
import { FilterBar } from '../../features/market/FilterBar';
import { countryOptions, goodsTypeOptions, listOrMessage } from '../../features/market/loaders';
import { Pager } from '../../features/market/Pager';
import { listParams, plantDetailHref, withParams } from '../../features/market/params';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Registered plants (Reg.No.)') },
  { name: 'description', content: 'Overseas meat and seafood plants registered with GACC: Reg.No., status and product mode.' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = listParams(new URL(request.url));
  const api = createApi(context.api);
  const [plants, countries, goodsTypes] = await Promise.all([
    listOrMessage(() =>
      api.market.plants({
        page: params.page,
        limit: MARKET_PAGE_SIZE.lists,
        accessType: params.accessType,
        countryCode: params.countryCode,
        plantNo: params.keywords,
        status: params.status === '' ? undefined : Number(params.status),
        goodsType: params.goodsType,
      }),
    ),
    countryOptions(api),
    goodsTypeOptions(api, params.accessType),
  ]);
  return { params, plants, countries, goodsTypes };
}

export default function Plants({ loaderData }: Route.ComponentProps) {
  const { params, plants, countries, goodsTypes } = loaderData;
  return (
    <section aria-labelledby="market-title">
      <h1 id="market-title" className="market-title">
        Registered plants
      </h1>
      <FilterBar
        params={params}
        accessType
        countries={countries}
        goodsTypes={goodsTypes}
        status
        keywordLabel="Reg.No., plant or company"
        csvHref={`/api/market/export/plant${withParams(params, { page: undefined })}`}
      />
      {plants.problem && <p className="market-problem">{plants.problem}</p>}
      <div className="market-table-wrap">
        <table className="market-table">
          <thead>
            <tr>
              <th scope="col">Plant</th>
              <th scope="col">Reg.No.</th>
              <th scope="col">Country</th>
              <th scope="col">Product mode</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {plants.list.map((p) => (
              <tr key={`${p.factoryCountryCode}/${p.plantNo}`}>
                <td>
                  <span className="market-plant-name">
                    <CompanyLogo src={p.companyLogo} size={32} />
                    {p.plantName}
                  </span>
                </td>
                <td>
                  <Link to={plantDetailHref({ accessType: p.factoryAccessType, plantNo: p.plantNo, countryCode: p.factoryCountryCode })}>{p.plantNo}</Link>
                </td>
                <td>{p.countryName}</td>
                <td>{p.productMode || '-'}</td>
                <td>
                  <StatusTag status={p.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {plants.list.length === 0 && <EmptyState table />}
      <Pager params={params} total={plants.total} pageSize={MARKET_PAGE_SIZE.lists} />
    </section>
  );
}
