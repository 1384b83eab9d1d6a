import { Link } from 'react-router';
import type { Route } from './+types/suspended';
import { MARKET_PAGE_SIZE } from '../../../contracts/codes';
import { EmptyState } from '../../features/market/Bits';
import { FilterBar } from '../../features/market/FilterBar';
import { countryOptions, goodsTypeOptions, listOrMessage } from '../../features/market/loaders';
import { Pager } from '../../features/market/Pager';
import { listParams, plantDetailHref, withParams } from '../../features/market/params';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Suspended plants') },
  { name: 'description', content: 'Overseas plants whose exports of meat or seafood to China are suspended, and why.' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = listParams(new URL(request.url));
  const api = createApi(context.api);
  const [suspended, countries, goodsTypes] = await Promise.all([
    listOrMessage(() =>
      api.market.suspended({
        page: params.page,
        limit: MARKET_PAGE_SIZE.lists,
        accessType: params.accessType,
        countryCode: params.countryCode,
        plantNo: params.keywords,
        goodsType: params.goodsType,
      }),
    ),
    countryOptions(api),
    goodsTypeOptions(api, params.accessType),
  ]);
  return { params, suspended, countries, goodsTypes };
}

export default function Suspended({ loaderData }: Route.ComponentProps) {
  const { params, suspended, countries, goodsTypes } = loaderData;
  return (
    <section aria-labelledby="market-title">
      <h1 id="market-title" className="market-title">
        Suspended plants
      </h1>
      <FilterBar
        params={params}
        accessType
        countries={countries}
        goodsTypes={goodsTypes}
        keywordLabel="Reg.No. or plant"
        csvHref={`/api/market/export/suspended${withParams(params, { page: undefined })}`}
      />
      {suspended.problem && <p className="market-problem">{suspended.problem}</p>}
      <div className="market-table-wrap">
        <table className="market-table">
          <thead>
            <tr>
              <th scope="col">Reg.No.</th>
              <th scope="col">Plant</th>
              <th scope="col">Country</th>
              <th scope="col">Goods type</th>
              <th scope="col">Suspended since</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {suspended.list.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link to={plantDetailHref(s)}>{s.plantNo}</Link>
                </td>
                <td>{s.plantName}</td>
                <td>{s.countryName}</td>
                <td>{s.dicDetailName}</td>
                <td className="market-nowrap">{s.suspendDate}</td>
                <td>{s.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {suspended.list.length === 0 && <EmptyState table />}
      <Pager params={params} total={suspended.total} pageSize={MARKET_PAGE_SIZE.lists} />
    </section>
  );
}
