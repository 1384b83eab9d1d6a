import type { Route } from './+types/quotes-detail';
import { dataCalls } from '../../../contracts/data/calls';
import { DATA_PAGE_SIZE, QUOTE_CATEGORIES, type QuoteSortField } from '../../../contracts/data/codes';
import { createApi } from '../../lib/api';
import { languageOfMatches, languageOfRequest, translator, useLanguage, useT } from '../../lib/i18n';
import { listOrMessage } from '../../lib/loaders';
import { pageTitle } from '../../lib/meta';
import { ListProblem, useClearFilters } from '../../ui/EmptyState';
import { DataTableBox, PHONE_PAGE_SIZE } from '../../features/data/DataTableBox';
import { FilterForm } from '../../features/data/FilterForm';
import { TabLinks } from '../../features/data/TabLinks';
import { quoteColumns } from '../../features/data/columns';
import { dataMessages } from '../../features/data/messages';
import { dataParams, downloadPair, withParams } from '../../features/data/params';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(languageOfMatches(matches), dataMessages);
  return [{ title: pageTitle(t('title.quotes')) }, { name: 'description', content: t('meta.quotes') }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const p = dataParams(new URL(request.url));
  const body = {
    page: 1,
    limit: DATA_PAGE_SIZE.detail,
    parentProductName: p.category,
    quoteDate: p.date || undefined,
    productName: p.productName || undefined,
    sortField: p.sort || undefined,
    sortOrder: p.sort ? p.order || 'ascend' : undefined,
  };
  const empty = { list: [], total: 0, source: '-', asOf: null, late: false };
  const rows = await listOrMessage(() => createApi(context.api).call(dataCalls.quotePageAll, { body }), { language: languageOfRequest(request) });
  return { params: p, rows: { ...empty, ...rows } };
}

export default function QuotesDetail({ loaderData: { params: p, rows } }: Route.ComponentProps) {
  const t = useT(dataMessages);
  const language = useLanguage();
  const href = (changes: Partial<typeof p>) => `/data/quotes-detail${withParams(p, changes)}`;
  const cleared = useClearFilters(Boolean(p.date || p.productName), href({ date: '', productName: '' }));
  // A header click sorts ascending, a second one descending, a third one clears the sort.
  const nextSort = (field: QuoteSortField) =>
    p.sort !== field ? href({ sort: field, order: 'ascend' }) : p.order !== 'descend' ? href({ sort: field, order: 'descend' }) : href({ sort: '', order: '' });
  // The download holds the rows in the order the page sorts them.
  const filters = {
    parentProductName: p.category,
    quoteDate: p.date || rows.asOf || undefined,
    productName: p.productName,
    sortField: p.sort || undefined,
    sortOrder: p.sort ? p.order || 'ascend' : undefined,
  };
  return (
    <>
      <h1 className="data-title">{t('title.quotes')}</h1>
      <TabLinks
        label={t('tabs.market')}
        tabs={QUOTE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
        current={p.category}
        hrefOf={(category) => href({ category })}
      />
      <FilterForm
        label={t('quotes.filter')}
        hidden={{ category: p.category === 'Seafood' ? '' : p.category, sort: p.sort, order: p.order }}
        fields={[
          { name: 'date', label: t('filter.date'), type: 'date', value: p.date || rows.asOf || '' },
          { name: 'productName', label: t('filter.product'), type: 'search', value: p.productName, placeholder: t('quotes.placeholder') },
        ]}
      />
      <ListProblem text={'problem' in rows ? rows.problem : undefined} />
      <DataTableBox
        title={t('quotes.heading', { category: t(`category.${p.category}`) })}
        headingId="data-quotes"
        rows={rows.list}
        columns={quoteColumns({ field: p.sort, order: p.order, hrefOf: nextSort }, language)}
        rowKey={(r) => r.id}
        fresh={rows}
        downloads={downloadPair('quotes', filters)}
        englishOnly
        phonePageSize={PHONE_PAGE_SIZE}
        empty={cleared}
      />
    </>
  );
}
