import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/exchange-rates';
import { costCalls } from '../../../contracts/costs/calls';
import { CURRENCIES, HOME_CURRENCY } from '../../../contracts/costs/codes';
import { dateFormats } from '../../../contracts/core/dates';
import { sourceName } from '../../../contracts/data/format';
import { ApiError, createApi } from '../../lib/api';
import { languageOfMatches, translator, useLanguage, useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import { LazyChart } from '../../ui/charts/LazyChart';
import { SourceNote } from '../../ui/SourceNote';
import { costsMessages } from '../../features/costs/messages';
import { exchangeRateChart } from '../../features/costs/rate-chart';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(languageOfMatches(matches), costsMessages);
  return [{ title: pageTitle(t('rates.title')) }, { name: 'description', content: t('rates.metaDescription') }];
};

const CHART_HEIGHT = 320;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** ?base= the currency charted against CNY (USD by default), ?from= and ?to= the range (the last 90 days of rates by default). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const asked = (q.get('base') ?? '').toUpperCase();
  const base = (CURRENCIES as readonly string[]).includes(asked) && asked !== HOME_CURRENCY ? asked : 'USD';
  const day = (name: string) => (DAY.test(q.get(name) ?? '') ? q.get(name)! : '');
  const from = day('from');
  const to = day('to');
  const api = createApi(context.api);
  const latest = await api.call(costCalls.exchangeList, { query: {} });
  let history = null;
  let problem: string | null = null;
  try {
    history = await api.call(costCalls.exchangeList, {
      query: { base: base as never, ...(from ? { from } : {}), ...(to ? { to } : {}) },
    });
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 400) throw err;
    problem = err.message;
  }
  return { base, from, to, latest, history, problem };
}

/** Exchange rates to CNY: the latest of each pair and source, and one pair's history as a chart, with source and freshness. */
export default function ExchangeRates({ loaderData: { base, from, to, latest, history, problem } }: Route.ComponentProps) {
  const t = useT(costsMessages);
  const language = useLanguage();
  const date = dateFormats(language).date;
  const chart = useMemo(() => (history && history.list.length ? exchangeRateChart(history.list, language) : null), [history, language]);
  const currencies = [...new Set(latest.list.map((r) => r.base))].filter((c) => c !== HOME_CURRENCY);
  return (
    <>
      <h1 className="data-title">{t('rates.title')}</h1>
      <p>{t('rates.intro')}</p>
      <section className="data-box" aria-labelledby="rates-chart">
        <header className="data-box__head">
          <h2 id="rates-chart">{t('rates.chartHeading', { pair: `${base}/${HOME_CURRENCY}` })}</h2>
        </header>
        <form method="get" className="costs-save" aria-label={t('rates.filter')}>
          <label>
            {t('rates.currency')}
            <select name="base" defaultValue={base} translate="no">
              {CURRENCIES.filter((c) => c !== HOME_CURRENCY).map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
          <label>
            {t('rates.from')}
            <input name="from" type="date" defaultValue={from} />
          </label>
          <label>
            {t('rates.to')}
            <input name="to" type="date" defaultValue={to} />
          </label>
          <button type="submit">{t('rates.show')}</button>
        </form>
        {problem && (
          <p className="costs-problem" role="alert">
            {problem}
          </p>
        )}
        {history && (
          <div className="data-box__meta">
            <SourceNote source={history.source} asOf={history.asOf} late={history.late} />
          </div>
        )}
        {chart && history ? (
          <LazyChart
            option={chart.option}
            height={CHART_HEIGHT}
            table={chart.table}
            label={t('rates.chartLabel', { pair: `${base}/${HOME_CURRENCY}`, count: history.list.length, day: date(history.asOf) })}
          />
        ) : (
          !problem && <p>{t('rates.none', { pair: `${base}/${HOME_CURRENCY}` })}</p>
        )}
      </section>
      <section className="data-box" aria-labelledby="rates-latest">
        <header className="data-box__head">
          <h2 id="rates-latest">{t('rates.latest')}</h2>
        </header>
        <div className="data-box__meta">
          <SourceNote source={latest.source} asOf={latest.asOf} late={latest.late} />
        </div>
        <div className="costs-table" role="region" aria-labelledby="rates-latest-caption" tabIndex={0}>
          <table>
            <caption id="rates-latest-caption" className="visually-hidden">{t('rates.latestCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rates.pair')}</th>
                <th scope="col">{t('rates.rate')}</th>
                <th scope="col">{t('rates.date')}</th>
                <th scope="col">{t('rates.source')}</th>
              </tr>
            </thead>
            <tbody>
              {latest.list.map((r) => (
                <tr key={`${r.base}${r.quote}${r.source}`} data-pair={`${r.base}/${r.quote}`}>
                  <th scope="row" translate="no">
                    {currencies.includes(r.base) && r.quote === HOME_CURRENCY ? (
                      <Link to={`/data/exchange-rates?base=${r.base}`} aria-current={r.base === base ? 'true' : undefined}>
                        {r.base}/{r.quote}
                      </Link>
                    ) : (
                      `${r.base}/${r.quote}`
                    )}
                  </th>
                  <td translate="no">{r.rate}</td>
                  <td>{date(r.date)}</td>
                  <td>{sourceName(r.source, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
