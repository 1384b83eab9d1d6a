import { langOfText } from '../../ui/posts/written-in';
import { Link } from 'react-router';
import type { Route } from './+types/unqualified';
import { checkCalls } from '../../../contracts/check/calls';
import { CHECK_PAGE } from '../../../contracts/check/pages';
import { checkMessages } from '../../features/check/messages';
import { createApi } from '../../lib/api';
import { langOfRequest, languageOfMatches, translator, useT } from '../../lib/i18n';
import { detailOr404 } from '../../lib/loaders';
import { pageTitle } from '../../lib/meta';
import { LazyChart } from '../../ui/charts/LazyChart';
import { SourceNote } from '../../ui/SourceNote';

/** /market/unqualified/:countryCode: a country's China Customs unapproved-shipment records by month and reason. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createApi(context.api);
  const info = await detailOr404(() =>
    api.call(checkCalls.country, { params: { countryCode: params.countryCode }, query: { lang: langOfRequest(request) } }),
  );
  return { info };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const language = languageOfMatches(matches);
  const t = translator(language, checkMessages);
  const country = data?.info.countryName ?? '';
  return [
    { title: pageTitle(t('country.title', { country }), language) },
    { name: 'description', content: t('country.metaDescription', { country }) },
  ];
};

/** The trail names the country, not its code. */
export const handle = { crumb: (d: unknown) => (d as { info?: { countryName: string } } | undefined)?.info?.countryName };

export default function Unqualified({ loaderData }: Route.ComponentProps) {
  const { info } = loaderData;
  const t = useT(checkMessages);
  const option = {
    aria: { enabled: true },
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 16, top: 24, bottom: 56 },
    xAxis: { type: 'category', data: info.byMonth.map((m) => m.month) },
    yAxis: { type: 'value', minInterval: 1 },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    series: [{ name: t('country.count'), type: 'bar', data: info.byMonth.map((m) => m.count), itemStyle: { color: '#0b5cad' } }],
  };
  const table = {
    caption: t('country.chart'),
    columns: [t('country.month'), t('country.count')],
    rows: info.byMonth.map((m) => [m.month, m.count]),
  };
  return (
    <section aria-labelledby="unqualified-title" className="market-detail">
      <h1 id="unqualified-title" className="market-title">
        {t('country.title', { country: info.countryName })}
      </h1>
      <p>
        {t('country.total', { total: info.total })} · <Link to={CHECK_PAGE}>{t('country.check')}</Link>
      </p>
      {info.sources.map((s) => (
        <SourceNote key={s} source={s} asOf={info.asOf} />
      ))}
      {info.total === 0 ? (
        <p>{t('country.none')}</p>
      ) : (
        <>
          <h2>{t('country.chart')}</h2>
          <LazyChart option={option} height={280} table={table} label={t('country.chart')} />
          <div className="check-table-wrap">
            <h2>{t('country.byYear')}</h2>
            <table className="check-table">
              <thead>
                <tr>
                  <th scope="col">{t('country.year')}</th>
                  <th scope="col">{t('country.count')}</th>
                </tr>
              </thead>
              <tbody>
                {info.byYear.map((y) => (
                  <tr key={y.year}>
                    <td>{y.year}</td>
                    <td className="num">{y.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h2>{t('country.byReason')}</h2>
            <table className="check-table">
              <thead>
                <tr>
                  <th scope="col">{t('country.reason')}</th>
                  <th scope="col">{t('country.count')}</th>
                </tr>
              </thead>
              <tbody>
                {info.byReason.map((r) => (
                  <tr key={r.reason}>
                    {/* Reasons as China Customs' list gives them, marked with the language they are written in. */}
                    <td lang={langOfText(r.reason)}>{r.reason}</td>
                    <td className="num">{r.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
