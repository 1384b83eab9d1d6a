import type { Route } from './+types/consignee-list';
import { MARKET_PAGE_SIZE } from '../../../contracts/market/codes';
import type { ConsigneeRow } from '../../../contracts/market/models';
import { ListFilters } from '../../features/market/ListFilters';
import { listOrMessage } from '../../lib/loaders';
import { ListTable } from '../../features/market/ListTable';
import type { Column } from '../../ui/DataTable';
import { csvHrefOf, listParams } from '../../features/market/params';
import { marketCalls } from '../../../contracts/market/calls';
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
    listOrMessage(
      () =>
        api.call(marketCalls.consignees, {
          body: {
            page: params.page,
            limit: MARKET_PAGE_SIZE.lists,
            customCode: params.customCode,
            queryWord: params.keywords || undefined,
          },
        }),
      { searchOf: 'consignees' },
    ),
    api.call(marketCalls.customsPorts),
  ]);
  return { params, consignees, ports: ports.list.map((p) => ({ value: p.customCode, label: p.customNameAlias })) };
}

const COLUMNS: Column<ConsigneeRow>[] = [
  {
    header: 'Consignee',
    className: 'ui-table__wide',
    cell: (c) => (
      <>
        {c.enName}
        <span className="market-sub" lang="zh-CN">
          {c.companyName}
        </span>
      </>
    ),
  },
  { header: 'Credential ID', className: 'ui-nowrap', cell: (c) => c.credentialId },
  { header: 'Port', cell: (c) => `${c.customNameAlias} (${c.customCode})` },
  { header: 'Record No.', className: 'ui-nowrap', cell: (c) => c.recordNum },
];

export default function Consignees({ loaderData }: Route.ComponentProps) {
  const { params, consignees, ports } = loaderData;
  return (
    <section aria-labelledby="market-title">
      <h1 id="market-title" className="market-title">
        Consignee list
      </h1>
      <ListFilters
        params={params}
        ports={ports}
        keywordLabel="Consignee, credential or record no."
        csvHref={csvHrefOf('consigneeList', params)}
      />
      <ListTable page={consignees} columns={COLUMNS} rowKey={(c) => c.id} params={params} />
    </section>
  );
}
