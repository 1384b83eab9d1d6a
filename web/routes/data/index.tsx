import { Link } from 'react-router';
import type { Route } from './+types/index';
import { DATA_PAGE_SIZE, DATA_TYPE_LABEL, DATA_TYPES, QUOTE_CATEGORIES } from '../../../contracts/data/codes';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';
import { DataTableBox } from '../../features/data/DataTableBox';
import { ImportCharts } from '../../features/data/ImportCharts';
import { SecurityPanel } from '../../features/data/SecurityPanel';
import { TabLinks } from '../../features/data/TabLinks';
import { YearPicker } from '../../features/data/YearPicker';
import { meatPriceColumns, quoteColumns, shortRankingColumns, unapprovedColumns } from '../../features/data/columns';
import { loadDataPage } from '../../features/data/load';
import { dataParams, downloadPair, withParams } from '../../features/data/params';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Data') },
  { name: 'description', content: 'Live hog, soybean meal and corn futures, wholesale prices and China Customs meat and seafood import statistics.' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDataPage(createApi(context.api), dataParams(new URL(request.url)));
}

export default function DataPage({ loaderData: d }: Route.ComponentProps) {
  const p = d.params;
  const productType = p.type;
  const typeName = d.productTypes.find((t) => t.code === productType)?.enName ?? productType;
  const href = (changes: Partial<typeof p>) => `/data${withParams(p, changes)}`;
  const year = d.valueRanking.yearName;
  return (
    <>
      <h1 className="data-title">Data</h1>

      <div className="data-grid">
        <SecurityPanel
          title="Futures"
          headingId="data-futures"
          latest={d.futures}
          tendency={d.futureTendency}
          hrefOf={(code) => href({ future: code })}
          downloads={d.futureTendency ? downloadPair('futures', { securityCode: d.futureTendency.securityCode }) : undefined}
        />
        <SecurityPanel
          title="Indexes"
          headingId="data-indexes"
          latest={d.indexes}
          tendency={d.indexTendency}
          hrefOf={(code) => href({ index: code })}
          downloads={d.indexTendency ? downloadPair('index', { securityCode: d.indexTendency.securityCode }) : undefined}
        />
      </div>

      <DataTableBox
        title="Market Price"
        headingId="data-market"
        more={
          <>
            <TabLinks label="Market" tabs={QUOTE_CATEGORIES.map((c) => ({ value: c, label: c }))} current={p.category} hrefOf={(c) => href({ category: c })} />
            <Link to={`/data/quotes-detail${withParams({ category: p.category })}`}>More</Link>
          </>
        }
        rows={d.quotes.list}
        columns={quoteColumns()}
        rowKey={(r) => r.id}
        fresh={d.quotes}
        downloads={downloadPair('quotes', { parentProductName: p.category })}
      />

      <section className="data-quote" aria-labelledby="data-quote">
        <h2 id="data-quote">Imports by product</h2>
        <TabLinks label="Product type" tabs={d.productTypes.map((t) => ({ value: t.code as typeof productType, label: t.enName }))} current={productType} hrefOf={(code) => href({ type: code })} />
        <div className="data-quote__bar">
          <TabLinks label="Chart" tabs={DATA_TYPES.map((t) => ({ value: t, label: DATA_TYPE_LABEL[t] }))} current={p.chart} hrefOf={(t) => href({ chart: t })} />
          <YearPicker years={d.valueRanking.years} year={year} params={p} path="/data" />
        </div>
        <ImportCharts dataType={p.chart} productLabel={typeName} statistic={d.statistic} yearly={d.yearly} monthly={d.monthly} />

        <div className="data-grid">
          <DataTableBox
            title={`Import Value Ranking ${year}`}
            headingId="data-value-ranking"
            more={<Link to={`/data/price-detail${withParams({ type: productType, year: p.year })}`}>More</Link>}
            rows={d.valueRanking.list}
            columns={shortRankingColumns('PRICE')}
            rowKey={(r) => r.countryCode}
            fresh={d.valueRanking}
            downloads={downloadPair('ranking', { productType, dataType: 'PRICE', yearName: year })}
          />
          <DataTableBox
            title={`Import Volume Ranking ${year}`}
            headingId="data-volume-ranking"
            more={<Link to={`/data/volume-detail${withParams({ type: productType, year: p.year })}`}>More</Link>}
            rows={d.volumeRanking.list}
            columns={shortRankingColumns('VOLUME')}
            rowKey={(r) => r.countryCode}
            fresh={d.volumeRanking}
            downloads={downloadPair('ranking', { productType, dataType: 'VOLUME', yearName: year })}
          />
        </div>
        <DataTableBox
          title="Unapproved"
          headingId="data-unapproved"
          more={<Link to={`/data/custom-enter${withParams({ type: productType })}`}>More</Link>}
          rows={d.unapproved.list.slice(0, DATA_PAGE_SIZE.unapproved)}
          columns={unapprovedColumns}
          rowKey={(r) => r.id}
          fresh={d.unapproved}
          downloads={downloadPair('unapproved', { productType })}
        />
        <DataTableBox
          title="Meat Cuts Price"
          headingId="data-meat-price"
          more={<Link to={`/data/meat-price${withParams({ type: productType })}`}>More</Link>}
          rows={d.meatPrices.list}
          columns={meatPriceColumns}
          rowKey={(r) => r.id}
          fresh={d.meatPrices}
          downloads={downloadPair('meatPrice', { productType, startDate: d.meatPrices.asOf ?? undefined, endDate: d.meatPrices.asOf ?? undefined })}
        />
      </section>
    </>
  );
}
