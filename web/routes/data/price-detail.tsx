import type { Route } from './+types/price-detail';
import { dataCalls } from '../../../contracts/data/calls';
import { DATA_PAGE_SIZE, PRODUCT_TYPES } from '../../../contracts/data/codes';
import { createApi } from '../../lib/api';
import { pageTitle } from '../../lib/meta';
import { DataTableBox } from '../../features/data/DataTableBox';
import { TabLinks } from '../../features/data/TabLinks';
import { YearPicker } from '../../features/data/YearPicker';
import { rankingColumns } from '../../features/data/columns';
import { dataParams, downloadPair, withParams } from '../../features/data/params';

/** /data/price-detail ranks by value, /data/volume-detail by volume: one page, two routes. */
const kindOf = (pathname: string) =>
  pathname.startsWith('/data/volume-detail')
    ? ({ dataType: 'VOLUME', title: 'Import Volume Ranking', path: '/data/volume-detail' } as const)
    : ({ dataType: 'PRICE', title: 'Import Value Ranking', path: '/data/price-detail' } as const);

export const meta: Route.MetaFunction = ({ location }) => [
  { title: pageTitle(kindOf(location.pathname).title) },
  { name: 'description', content: 'China Customs imports of meat and seafood by country and category, with shares, growth and average prices.' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const p = dataParams(url);
  const kind = kindOf(url.pathname);
  const ranking = await createApi(context.api).call(dataCalls.yearlyPage, {
    params: { page: 1, limit: DATA_PAGE_SIZE.detail },
    body: { productType: p.type, dataType: kind.dataType, yearName: p.year, withCategories: true },
  });
  return { params: p, kind, ranking };
}

export default function RankingDetail({ loaderData: { params: p, kind, ranking } }: Route.ComponentProps) {
  const countries = ranking.list.filter((r) => !r.isCategory);
  const filters = { productType: p.type, dataType: kind.dataType, yearName: ranking.yearName };
  return (
    <>
      <h1 className="data-title">
        {kind.title} {ranking.yearName}
      </h1>
      <TabLinks label="Product type" tabs={PRODUCT_TYPES.map((t) => ({ value: t.code, label: t.enName }))} current={p.type} hrefOf={(type) => `${kind.path}${withParams({ type, year: p.year })}`} />
      <YearPicker years={ranking.years} year={ranking.yearName} params={p} path={kind.path} />
      <div className="data-detail">
        <nav className="data-legend" aria-label="Countries">
          <ol>
            {countries.map((c) => (
              <li key={c.countryCode}>
                <a href={`#rank-${c.countryCode}`}>{c.countryName}</a>
              </li>
            ))}
          </ol>
        </nav>
        <DataTableBox
          title="By country and category"
          headingId="data-ranking"
          rows={ranking.list}
          columns={rankingColumns(kind.dataType)}
          rowKey={(r) => `${r.countryCode}${r.countryName}`}
          rowClass={(r) => (r.isCategory ? 'data-row--category' : 'data-row--country')}
          rowId={(r) => (r.isCategory ? undefined : `rank-${r.countryCode}`)}
          fresh={ranking}
          downloads={downloadPair('ranking', filters)}
        />
      </div>
    </>
  );
}
