import type { Route } from './+types/price-detail';
import { dataCalls } from '../../../contracts/data/calls';
import { DATA_PAGE_SIZE } from '../../../contracts/data/codes';
import { splitLanguage } from '../../../contracts/core/languages';
import { createApi } from '../../lib/api';
import { languageOfMatches, translator, useLanguage, useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import { DataTableBox } from '../../features/data/DataTableBox';
import { ProductTypeTabs } from '../../features/data/TabLinks';
import { YearPicker } from '../../features/data/YearPicker';
import { rankingColumns } from '../../features/data/columns';
import { dataMessages } from '../../features/data/messages';
import { dataParams, downloadPair, langFilter, withParams } from '../../features/data/params';

/** /data/price-detail ranks by value, /data/volume-detail by volume: one page, two routes (in either language). */
const kindOf = (pathname: string) =>
  splitLanguage(pathname).path.startsWith('/data/volume-detail')
    ? ({ dataType: 'VOLUME', title: 'title.volumeRanking', path: '/data/volume-detail' } as const)
    : ({ dataType: 'PRICE', title: 'title.valueRanking', path: '/data/price-detail' } as const);

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfMatches(matches), dataMessages);
  return [{ title: pageTitle(t(kindOf(location.pathname).title)) }, { name: 'description', content: t('meta.ranking') }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const p = dataParams(url);
  const kind = kindOf(url.pathname);
  const lang = langFilter(request);
  const ranking = await createApi(context.api).call(dataCalls.yearlyPage, {
    params: { page: 1, limit: DATA_PAGE_SIZE.detail },
    body: { ...lang, productType: p.type, dataType: kind.dataType, yearName: p.year, withCategories: true },
  });
  return { params: p, kind, lang, ranking };
}

export default function RankingDetail({ loaderData: { params: p, kind, lang, ranking } }: Route.ComponentProps) {
  const t = useT(dataMessages);
  const language = useLanguage();
  const countries = ranking.list.filter((r) => !r.isCategory);
  const filters = { ...lang, productType: p.type, dataType: kind.dataType, yearName: ranking.yearName };
  return (
    <>
      <h1 className="data-title">{t(kind.dataType === 'PRICE' ? 'title.valueRankingOf' : 'title.volumeRankingOf', { year: ranking.yearName })}</h1>
      <ProductTypeTabs current={p.type} hrefOf={(type) => `${kind.path}${withParams({ type, year: p.year })}`} />
      <YearPicker years={ranking.years} year={ranking.yearName} params={p} path={kind.path} />
      <div className="data-detail">
        <nav className="data-legend" aria-label={t('ranking.countries')}>
          <ol>
            {countries.map((c) => (
              <li key={c.countryCode}>
                <a href={`#rank-${c.countryCode}`}>{c.countryName}</a>
              </li>
            ))}
          </ol>
        </nav>
        <DataTableBox
          title={t('ranking.byCountry')}
          headingId="data-ranking"
          rows={ranking.list}
          columns={rankingColumns(kind.dataType, language)}
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
