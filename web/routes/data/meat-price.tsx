import type { Route } from './+types/meat-price';
import { dataCalls } from '../../../contracts/data/calls';
import { DATA_PAGE_SIZE, PRODUCT_TYPES } from '../../../contracts/data/codes';
import { createApi } from '../../lib/api';
import { listOrMessage } from '../../lib/loaders';
import { pageTitle } from '../../lib/meta';
import { ListProblem } from '../../ui/EmptyState';
import { DataTableBox } from '../../features/data/DataTableBox';
import { FilterForm } from '../../features/data/FilterForm';
import { TabLinks } from '../../features/data/TabLinks';
import { meatPriceColumns } from '../../features/data/columns';
import { dataParams, downloadPair, withParams } from '../../features/data/params';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Meat Cuts Price') },
  { name: 'description', content: 'Wholesale prices of imported frozen meat and seafood cuts in CNY/KG, by product type and day.' },
];

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

export async function loader({ request, context }: Route.LoaderArgs) {
  const p = dataParams(new URL(request.url));
  const api = createApi(context.api);
  const filters = { productType: p.type, startDate: isDay(p.start) ? p.start : undefined, endDate: isDay(p.end) ? p.end : undefined };
  const empty = { list: [], total: 0, source: '-', asOf: null, late: false };
  // Without a range: the latest day's prices, as on the data page.
  const rows = await listOrMessage(() =>
    api.call(dataCalls.cashPrice, {
      body: { getLastDate: !filters.startDate && !filters.endDate, noEntryGoodsTypeCode: p.type, startDate: filters.startDate, endDate: filters.endDate, page: 1, limit: DATA_PAGE_SIZE.detail },
    }),
  );
  return { params: p, filters, rows: { ...empty, ...rows } };
}

export default function MeatPrice({ loaderData: { params: p, filters, rows } }: Route.ComponentProps) {
  const range = filters.startDate || filters.endDate ? filters : { ...filters, startDate: rows.asOf ?? undefined, endDate: rows.asOf ?? undefined };
  return (
    <>
      <h1 className="data-title">Meat Cuts Price</h1>
      <TabLinks label="Product type" tabs={PRODUCT_TYPES.map((t) => ({ value: t.code, label: t.enName }))} current={p.type} hrefOf={(type) => `/data/meat-price${withParams({ ...p, type })}`} />
      <FilterForm
        label="Filter meat cut prices"
        hidden={{ type: p.type === 'PIG' ? '' : p.type }}
        fields={[
          { name: 'start', label: 'From', type: 'date', value: filters.startDate ?? '' },
          { name: 'end', label: 'To', type: 'date', value: filters.endDate ?? '' },
        ]}
      />
      <ListProblem text={'problem' in rows ? rows.problem : undefined} />
      <DataTableBox
        title={`Prices in CNY/KG${filters.startDate || filters.endDate ? '' : `, ${rows.asOf ?? 'latest day'}`}`}
        headingId="data-meat-price"
        rows={rows.list}
        columns={meatPriceColumns}
        rowKey={(r) => r.id}
        fresh={rows}
        downloads={downloadPair('meatPrice', range)}
      />
    </>
  );
}
