import { Link } from 'react-router';
import type { Route } from './+types/index';
import { DATA_PAGE_SIZE, DATA_TYPES, QUOTE_CATEGORIES } from '../../../contracts/data/codes';
import { createApi } from '../../lib/api';
import { languageOfMatches, translator, useLanguage, useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import { DataTableBox } from '../../features/data/DataTableBox';
import { ImportCharts } from '../../features/data/ImportCharts';
import { SecurityPanel } from '../../features/data/SecurityPanel';
import { ProductTypeTabs, TabLinks } from '../../features/data/TabLinks';
import { YearPicker } from '../../features/data/YearPicker';
import { meatPriceColumns, quoteColumns, shortRankingColumns, unapprovedColumns } from '../../features/data/columns';
import { loadDataPage } from '../../features/data/load';
import { dataMessages } from '../../features/data/messages';
import { costsMessages } from '../../features/costs/messages';
import { productTypeName } from '../../features/data/names';
import { dataParams, downloadPair, langFilter, withParams } from '../../features/data/params';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(languageOfMatches(matches), dataMessages);
  return [{ title: pageTitle(t('title.data')) }, { name: 'description', content: t('meta.data') }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDataPage(createApi(context.api), dataParams(new URL(request.url)), langFilter(request));
}

export default function DataPage({ loaderData: d }: Route.ComponentProps) {
  const t = useT(dataMessages);
  const tc = useT(costsMessages);
  const language = useLanguage();
  const p = d.params;
  const productType = p.type;
  const type = d.productTypes.find((pt) => pt.code === productType);
  const typeName = type ? productTypeName(type, language) : productType;
  const href = (changes: Partial<typeof p>) => `/data${withParams(p, changes)}`;
  const year = d.valueRanking.yearName;
  const lang = d.lang;
  return (
    <>
      <h1 className="data-title">{t('title.data')}</h1>
      <p>
        <Link to="/data/landed-cost">{tc('title')}</Link> · <Link to="/data/tariffs">{tc('tariffs.title')}</Link> ·{' '}
        <Link to="/data/exchange-rates">{tc('rates.title')}</Link>
      </p>

      <div className="data-grid">
        <SecurityPanel
          title={t('title.futures')}
          headingId="data-futures"
          latest={d.futures}
          tendency={d.futureTendency}
          hrefOf={(code) => href({ future: code })}
          downloads={d.futureTendency ? downloadPair('futures', { securityCode: d.futureTendency.securityCode }) : undefined}
        />
        <SecurityPanel
          title={t('title.indexes')}
          headingId="data-indexes"
          latest={d.indexes}
          tendency={d.indexTendency}
          hrefOf={(code) => href({ index: code })}
          downloads={d.indexTendency ? downloadPair('index', { securityCode: d.indexTendency.securityCode }) : undefined}
        />
      </div>

      <DataTableBox
        title={t('title.marketPrice')}
        headingId="data-market"
        more={
          <>
            <TabLinks
              label={t('tabs.market')}
              tabs={QUOTE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
              current={p.category}
              hrefOf={(c) => href({ category: c })}
            />
            <Link to={`/data/quotes-detail${withParams({ category: p.category })}`}>{t('more')}</Link>
          </>
        }
        rows={d.quotes.list}
        columns={quoteColumns(undefined, language)}
        rowKey={(r) => r.id}
        fresh={d.quotes}
        downloads={downloadPair('quotes', { parentProductName: p.category })}
        englishOnly
      />

      <section className="data-quote" aria-labelledby="data-quote">
        <h2 id="data-quote">{t('title.imports')}</h2>
        <ProductTypeTabs types={d.productTypes} current={productType} hrefOf={(code) => href({ type: code })} />
        <div className="data-quote__bar">
          <TabLinks label={t('tabs.chart')} tabs={DATA_TYPES.map((dt) => ({ value: dt, label: t(`dataType.${dt}`) }))} current={p.chart} hrefOf={(dt) => href({ chart: dt })} />
          <YearPicker years={d.valueRanking.years} year={year} params={p} path="/data" />
        </div>
        <ImportCharts dataType={p.chart} productLabel={typeName} statistic={d.statistic} yearly={d.yearly} monthly={d.monthly} />

        <div className="data-grid">
          <DataTableBox
            title={t('title.valueRankingOf', { year })}
            headingId="data-value-ranking"
            more={<Link to={`/data/price-detail${withParams({ type: productType, year: p.year })}`}>{t('more')}</Link>}
            rows={d.valueRanking.list}
            columns={shortRankingColumns('PRICE', language)}
            rowKey={(r) => r.countryCode}
            fresh={d.valueRanking}
            downloads={downloadPair('ranking', { ...lang, productType, dataType: 'PRICE', yearName: year })}
          />
          <DataTableBox
            title={t('title.volumeRankingOf', { year })}
            headingId="data-volume-ranking"
            more={<Link to={`/data/volume-detail${withParams({ type: productType, year: p.year })}`}>{t('more')}</Link>}
            rows={d.volumeRanking.list}
            columns={shortRankingColumns('VOLUME', language)}
            rowKey={(r) => r.countryCode}
            fresh={d.volumeRanking}
            downloads={downloadPair('ranking', { ...lang, productType, dataType: 'VOLUME', yearName: year })}
          />
        </div>
        <DataTableBox
          title={t('title.unapproved')}
          headingId="data-unapproved"
          more={<Link to={`/data/custom-enter${withParams({ type: productType })}`}>{t('more')}</Link>}
          rows={d.unapproved.list.slice(0, DATA_PAGE_SIZE.unapproved)}
          columns={unapprovedColumns(language)}
          rowKey={(r) => r.id}
          fresh={d.unapproved}
          downloads={downloadPair('unapproved', { ...lang, productType })}
          englishOnly
        />
        <DataTableBox
          title={t('title.meatPrice')}
          headingId="data-meat-price"
          more={<Link to={`/data/meat-price${withParams({ type: productType })}`}>{t('more')}</Link>}
          rows={d.meatPrices.list}
          columns={meatPriceColumns(language)}
          rowKey={(r) => r.id}
          fresh={d.meatPrices}
          downloads={downloadPair('meatPrice', { ...lang, productType, startDate: d.meatPrices.asOf ?? undefined, endDate: d.meatPrices.asOf ?? undefined })}
          englishOnly
        />
      </section>
    </>
  );
}
