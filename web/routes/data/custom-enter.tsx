import type { Route } from './+types/custom-enter';
import { dataCalls } from '../../../contracts/data/calls';
import { DATA_PAGE_SIZE } from '../../../contracts/data/codes';
import { createApi } from '../../lib/api';
import { languageOfMatches, languageOfRequest, translator, useLanguage, useT } from '../../lib/i18n';
import { listOrMessage } from '../../lib/loaders';
import { pageTitle } from '../../lib/meta';
import { ListProblem, useClearFilters } from '../../ui/EmptyState';
import { DataTableBox, PHONE_PAGE_SIZE } from '../../features/data/DataTableBox';
import { FilterForm } from '../../features/data/FilterForm';
import { ProductTypeTabs } from '../../features/data/TabLinks';
import { unapprovedColumns } from '../../features/data/columns';
import { dataMessages } from '../../features/data/messages';
import { dataParams, downloadPair, langFilter, withParams } from '../../features/data/params';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(languageOfMatches(matches), dataMessages);
  return [{ title: pageTitle(t('title.unapproved')) }, { name: 'description', content: t('meta.unapproved') }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const p = dataParams(new URL(request.url));
  const api = createApi(context.api);
  const filters = { ...langFilter(request), productType: p.type, keyText: p.keyText || undefined, publishStartDate: p.start.slice(0, 7) || undefined, publishEndDate: p.end.slice(0, 7) || undefined };
  const empty = { list: [], total: 0, source: '-', asOf: null, late: false };
  const rows = await listOrMessage(() => api.call(dataCalls.unapproved, { params: { page: 1, limit: DATA_PAGE_SIZE.detail }, body: filters }), { language: languageOfRequest(request) });
  return { params: p, filters, rows: { ...empty, ...rows } };
}

export default function CustomEnter({ loaderData: { params: p, filters, rows } }: Route.ComponentProps) {
  const t = useT(dataMessages);
  const language = useLanguage();
  const cleared = useClearFilters(Boolean(p.start || p.end || p.keyText), `/data/custom-enter${withParams({ ...p, start: '', end: '', keyText: '' })}`);
  return (
    <>
      <h1 className="data-title">{t('title.unapproved')}</h1>
      <ProductTypeTabs current={p.type} hrefOf={(type) => `/data/custom-enter${withParams({ ...p, type })}`} />
      <FilterForm
        label={t('unapproved.filter')}
        hidden={{ type: p.type === 'PIG' ? '' : p.type }}
        fields={[
          { name: 'start', label: t('filter.from'), type: 'month', value: p.start.slice(0, 7) },
          { name: 'end', label: t('filter.to'), type: 'month', value: p.end.slice(0, 7) },
          { name: 'keyText', label: t('filter.keyword'), type: 'search', value: p.keyText, placeholder: t('unapproved.placeholder') },
        ]}
      />
      <ListProblem text={'problem' in rows ? rows.problem : undefined} />
      <DataTableBox
        title={t('unapproved.count', { count: rows.total })}
        headingId="data-unapproved"
        rows={rows.list}
        columns={unapprovedColumns(language)}
        rowKey={(r) => r.id}
        fresh={rows}
        downloads={downloadPair('unapproved', filters)}
        englishOnly
        phonePageSize={PHONE_PAGE_SIZE}
        empty={cleared}
      />
    </>
  );
}
