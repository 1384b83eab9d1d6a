import type { Route } from './+types/meat-price';
import { dataCalls } from '../../../contracts/data/calls';
import { DATA_PAGE_SIZE } from '../../../contracts/data/codes';
import { dateFormats } from '../../../contracts/core/dates';
import { createApi } from '../../lib/api';
import { languageOfMatches, languageOfRequest, translator, useLanguage, useT } from '../../lib/i18n';
import { listOrMessage } from '../../lib/loaders';
import { pageTitle } from '../../lib/meta';
import { ListProblem, useClearFilters } from '../../ui/EmptyState';
import { DataTableBox, PHONE_PAGE_SIZE } from '../../features/data/DataTableBox';
import { FilterForm } from '../../features/data/FilterForm';
import { ProductTypeTabs } from '../../features/data/TabLinks';
import { meatPriceColumns } from '../../features/data/columns';
import { dataMessages } from '../../features/data/messages';
import { dataParams, downloadPair, langFilter, withParams } from '../../features/data/params';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(languageOfMatches(matches), dataMessages);
  return [{ title: pageTitle(t('title.meatPrice')) }, { name: 'description', content: t('meta.meatPrice') }];
};

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

export async function loader({ request, context }: Route.LoaderArgs) {
  const p = dataParams(new URL(request.url));
  const api = createApi(context.api);
  const lang = langFilter(request);
  const filters = { productType: p.type, startDate: isDay(p.start) ? p.start : undefined, endDate: isDay(p.end) ? p.end : undefined };
  const empty = { list: [], total: 0, source: '-', asOf: null, late: false };
  // Without a range: the latest day's prices, as on the data page.
  const rows = await listOrMessage(() =>
    api.call(dataCalls.cashPrice, {
      body: {
        ...lang,
        getLastDate: !filters.startDate && !filters.endDate,
        noEntryGoodsTypeCode: p.type,
        startDate: filters.startDate,
        endDate: filters.endDate,
        page: 1,
        limit: DATA_PAGE_SIZE.detail,
      },
    }), { language: languageOfRequest(request) }
  );
  return { params: p, filters, lang, rows: { ...empty, ...rows } };
}

export default function MeatPrice({ loaderData: { params: p, filters, lang, rows } }: Route.ComponentProps) {
  const t = useT(dataMessages);
  const language = useLanguage();
  const ranged = Boolean(filters.startDate || filters.endDate);
  const range = ranged ? filters : { ...filters, startDate: rows.asOf ?? undefined, endDate: rows.asOf ?? undefined };
  const cleared = useClearFilters(ranged, `/data/meat-price${withParams({ ...p, start: '', end: '' })}`);
  const day = rows.asOf ? dateFormats(language).date(rows.asOf) : t('meatPrice.latestDay');
  return (
    <>
      <h1 className="data-title">{t('title.meatPrice')}</h1>
      <ProductTypeTabs current={p.type} hrefOf={(type) => `/data/meat-price${withParams({ ...p, type })}`} />
      <FilterForm
        label={t('meatPrice.filter')}
        hidden={{ type: p.type === 'PIG' ? '' : p.type }}
        fields={[
          { name: 'start', label: t('filter.from'), type: 'date', value: filters.startDate ?? '' },
          { name: 'end', label: t('filter.to'), type: 'date', value: filters.endDate ?? '' },
        ]}
      />
      <ListProblem text={'problem' in rows ? rows.problem : undefined} />
      <DataTableBox
        title={ranged ? t('meatPrice.heading') : t('meatPrice.headingOfDay', { day })}
        headingId="data-meat-price"
        rows={rows.list}
        columns={meatPriceColumns(language)}
        rowKey={(r) => r.id}
        fresh={rows}
        downloads={downloadPair('meatPrice', { ...lang, ...range })}
        englishOnly
        phonePageSize={PHONE_PAGE_SIZE}
        empty={cleared}
      />
    </>
  );
}
