import type { Route } from './+types/consignee-list';
import { MARKET_PAGE_SIZE } from '../../../contracts/codes';
import { EmptyState } from '../../features/market/Bits';
import { FilterBar } from '../../features/market/FilterBar';
import { listOrMessage } from '../../features/market/loaders';
import { Pager } from '../../features/market/Pager';
import { listParams, withParams } from '../../features/market/params';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Consignee list') },
  { name: 'description', content: 'Chinese importers recorded as consignees of imported meat, by customs district.' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = listParams(new URL(request.url));
  const api = createApi(context.api);
  const [consignees, ports] = await Promise.all([
    listOrMessage(() =>
      api.market.consignees({ page: params.page, limit: MARKET_PAGE_SIZE.lists, customCode: params.customCode, queryWord: params.keywords || undefined }),
    ),
    api.market.customsPorts(),
  ]);
  return { params, consignees, ports: ports.list.map((p) => ({ value: p.customCode, label: p.customNameAlias })) };
}

export default function Consignees({ loaderData }: Route.ComponentProps) {
  const { params, consignees, ports } = loaderData;
  return (
    <section aria-labelledby="market-title">
      <h1 id="market-title" className="market-title">
        Consignee list
      </h1>
      <FilterBar
        params={params}
        ports={ports}
        keywordLabel="Consignee, credential or record no."
        csvHref={`/api/market/export/consigneeList${withParams(params, { page: undefined })}`}
      />
      {consignees.problem && <p className="market-problem">{consignees.problem}</p>}
      <div className="market-table-wrap">
        <table className="market-table">
          <thead>
            <tr>
              <th scope="col">Consignee</th>
              <th scope="col">Credential ID</th>
              <th scope="col">Port</th>
              <th scope="col">Record No.</th>
            </tr>
          </thead>
          <tbody>
            {consignees.list.map((c) => (
              <tr key={c.id}>
                <td className="market-table__wide">
                  {c.enName}
                  <span className="market-sub" lang="zh-CN">
                    {c.companyName}
                  </span>
                </td>
                <td className="market-nowrap">{c.credentialId}</td>
                <td>
                  {c.customNameAlias} ({c.customCode})
                </td>
                <td className="market-nowrap">{c.recordNum}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {consignees.list.length === 0 && <EmptyState table />}
      <Pager params={params} total={consignees.total} pageSize={MARKET_PAGE_SIZE.lists} />
    </section>
  );
}
