import { Link } from 'react-router';
import type { Route } from './+types/landed-cost';
import { costCalls } from '../../../contracts/costs/calls';
import { CURRENCIES, INCOTERMS, QUANTITY_UNITS } from '../../../contracts/costs/codes';
import type { Calculation, SavedCalculation } from '../../../contracts/costs/models';
import { dateFormats } from '../../../contracts/core/dates';
import { sourceName } from '../../../contracts/data/format';
import { ApiError, createApi } from '../../lib/api';
import { languageOfMatches, languageOfRequest, translator, useLanguage, useT } from '../../lib/i18n';
import { countryOptions } from '../../lib/loaders';
import { pageTitle } from '../../lib/meta';
import { ResultTable } from '../../features/costs/ResultTable';
import { costsMessages } from '../../features/costs/messages';
import { calculationInput, costParams } from '../../features/costs/params';
import { RecalculatedComparison, SaveCalculation, SavedList } from '../../features/costs/SavedCalculations';
import { hasSessionCookie } from '../../lib/session';

/** How many saved calculations the page lists (the newest). */
const SAVED_SHOWN = 20;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(languageOfMatches(matches), costsMessages);
  return [{ title: pageTitle(t('title')) }, { name: 'description', content: t('metaDescription') }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const p = costParams(url);
  const api = createApi(context.api);
  const language = languageOfRequest(request);
  const [lines, countries, found, saved] = await Promise.all([
    api.call(costCalls.tariffList, { query: { keyword: '' } }),
    countryOptions(api, language === 'zh' ? 'zh_cn' : 'en_us'),
    // A link from a plant, product or lead page names the product: the form opens on its first tariff line.
    p.product && !p.sent ? api.call(costCalls.tariffList, { query: { keyword: p.product } }) : null,
    hasSessionCookie(request.headers.get('cookie'))
      ? api.call(costCalls.pageByUser, { params: { page: 1, limit: SAVED_SHOWN } }).catch((err: unknown) => {
          if (err instanceof ApiError && err.status === 401) return null;
          throw err;
        })
      : null,
  ]);
  if (found?.list[0]) p.hs = found.list[0].hsCode;
  let calc: Calculation | null = null;
  let problem: string | null = null;
  if (p.sent) {
    try {
      calc = await api.call(costCalls.calculation, { body: calculationInput(p) });
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 400) throw err;
      problem = err.message;
    }
  }
  const before: SavedCalculation | null = (p.recalc && saved?.list.find((s) => s.id === p.recalc)) || null;
  const here = `${url.pathname}${url.search}`;
  return { p, lines: lines.list, countries, calc, problem, saved: saved?.list ?? null, before, here };
}

export default function LandedCost({ loaderData }: Route.ComponentProps) {
  const { p, lines, countries, calc, problem, saved, before, here } = loaderData;
  const t = useT(costsMessages);
  const language = useLanguage();
  const date = dateFormats(language).date;
  const description = (l: { descriptionEn: string; descriptionZh: string }) => (language === 'zh' ? l.descriptionZh : l.descriptionEn);
  return (
    <>
      <h1 className="data-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <p>
        <Link to="/data/tariffs">{t('tariffs.title')}</Link> · <Link to="/data/exchange-rates">{t('rates.title')}</Link>
      </p>
      <form method="get" className="costs-form" aria-label={t('form.label')}>
        <label>
          {t('form.product')}
          <select name="hs" defaultValue={p.hs}>
            {lines.map((l) => (
              <option key={l.hsCode} value={l.hsCode}>
                {l.hsCode} {description(l)}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>{t('form.origins')}</legend>
          {[0, 1, 2, 3].map((i) => (
            <label key={i}>
              {t('form.origin', { n: i + 1 })}
              <select name={`o${i + 1}`} defaultValue={p.origins[i] ?? ''}>
                <option value="">{t('form.none')}</option>
                {countries.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
        <label>
          {t('form.quantity')}
          <input name="qty" inputMode="decimal" defaultValue={p.qty} required />
        </label>
        <CodeSelect label={t('form.unit')} name="unit" value={p.unit} codes={QUANTITY_UNITS} />
        <label>
          {t('form.price')}
          <input name="price" inputMode="decimal" defaultValue={p.price} required />
        </label>
        <CodeSelect label={t('form.currency')} name="cur" value={p.cur} codes={CURRENCIES} />
        <CodeSelect label={t('form.incoterm')} name="inc" value={p.inc} codes={INCOTERMS} />
        <label>
          {t('form.freight')}
          <input name="freight" inputMode="decimal" defaultValue={p.freight} />
        </label>
        <label>
          {t('form.insurance')}
          <input name="insurance" inputMode="decimal" defaultValue={p.insurance} />
        </label>
        <label>
          {t('form.originCharges')}
          <input name="oc" inputMode="decimal" defaultValue={p.oc} />
        </label>
        <label>
          {t('form.destinationCharges')}
          <input name="dc" inputMode="decimal" defaultValue={p.dc} />
        </label>
        <label>
          {t('form.rateDate')}
          <input name="date" type="date" defaultValue={p.date} />
        </label>
        <label className="costs-form__check">
          <input name="cert" type="checkbox" value="1" defaultChecked={p.cert} /> {t('form.certificate')}
        </label>
        <button type="submit">{t('form.submit')}</button>
      </form>
      {problem && (
        <p className="costs-problem" role="alert">
          {problem}
        </p>
      )}
      {calc && (
        <section aria-labelledby="costs-result">
          <h2 id="costs-result">{t('result.heading', { product: `${calc.hsCode} ${description(calc)}` })}</h2>
          <p>
            {t('result.rate', {
              base: calc.rate.base,
              rate: calc.rate.rate,
              source: sourceName(calc.rate.source, language),
              date: date(calc.rate.date),
            })}
          </p>
          {calc.demoLine && <p className="demo-tag">{t('result.demoLine')}</p>}
          {before && <RecalculatedComparison before={before} now={calc} />}
          <ResultTable calc={calc} />
          <SaveCalculation input={calculationInput(p)} signedIn={saved !== null} here={here} />
        </section>
      )}
      {saved && <SavedList saved={saved} />}
    </>
  );
}

/** A select of trade codes (units, currencies, Incoterms): the code is both what is sent and what is read. */
function CodeSelect({ label, name, value, codes }: { label: string; name: string; value: string; codes: readonly string[] }) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value}>
        {codes.map((code) => (
          <option key={code}>{code}</option>
        ))}
      </select>
    </label>
  );
}
