import type { Route } from './+types/custom-enter';
import { dataCalls } from '../../../contracts/data/calls';
import { DATA_PAGE_SIZE, PRODUCT_TYPES } from '../../../contracts/data/codes';
import { createApi } from '../../lib/api';
import { listOrMessage } from '../../lib/loaders';
import { pageTitle } from '../../lib/meta';
import { ListProblem } from '../../ui/EmptyState';
import { DataTableBox } from '../../features/data/DataTableBox';
import { FilterForm } from '../../features/data/FilterForm';
import { TabLinks } from '../../features/data/TabLinks';
import { unapprovedColumns } from '../../features/data/columns';
import { dataParams, downloadPair, withParams } from '../../features/data/params';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Unapproved') },
  { name: 'description', content: 'Meat and seafood shipments China Customs refused entry, by month: product, origin, manufacturer, port and reason.' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const p = dataParams(new URL(request.url));
  const api = createApi(context.api);
  const filters = { productType: p.type, keyText: p.keyText || undefined, publishStartDate: p.start.slice(0, 7) || undefined, publishEndDate: p.end.slice(0, 7) || undefined };
  const empty = { list: [], total: 0, source: '-', asOf: null, late: false };
  const rows = await listOrMessage(() => api.call(dataCalls.unapproved, { params: { page: 1, limit: DATA_PAGE_SIZE.detail }, body: filters }));
  return { params: p, filters, rows: { ...empty, ...rows } };
}

export default function CustomEnter({ loaderData: { params: p, filters, rows } }: Route.ComponentProps) {
  return (
    <>
      <h1 className="data-title">Unapproved</h1>
      <TabLinks label="Product type" tabs={PRODUCT_TYPES.map((t) => ({ value: t.code, label: t.enName }))} current={p.type} hrefOf={(type) => `/data/custom-enter${withParams({ ...p, type })}`} />
      <FilterForm
        label="Filter unapproved shipments"
        hidden={{ type: p.type === 'PIG' ? '' : p.type }}
        fields={[
          { name: 'start', label: 'From', type: 'month', value: p.start.slice(0, 7) },
          { name: 'end', label: 'To', type: 'month', value: p.end.slice(0, 7) },
          { name: 'keyText', label: 'Keyword', type: 'search', value: p.keyText, placeholder: 'Product, country, reason or port' },
        ]}
      />
      <ListProblem text={'problem' in rows ? rows.problem : undefined} />
      <DataTableBox
        title={`${rows.total} shipments refused entry`}
        headingId="data-unapproved"
        rows={rows.list}
        columns={unapprovedColumns}
        rowKey={(r) => r.id}
        fresh={rows}
        downloads={downloadPair('unapproved', filters)}
      />
    </>
  );
}
