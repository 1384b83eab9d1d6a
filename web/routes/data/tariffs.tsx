import { Link } from 'react-router';
import type { Route } from './+types/tariffs';
import { costCalls } from '../../../contracts/costs/calls';
import { COST_LIMITS } from '../../../contracts/costs/codes';
import { dateFormats } from '../../../contracts/core/dates';
import { sourceName } from '../../../contracts/data/format';
import { createApi } from '../../lib/api';
import { languageOfMatches, translator, useLanguage, useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import { percent } from '../../features/costs/ResultTable';
import { costsMessages } from '../../features/costs/messages';
import { landedCostHref } from '../../features/costs/params';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(languageOfMatches(matches), costsMessages);
  return [{ title: pageTitle(t('tariffs.title')) }, { name: 'description', content: t('tariffs.metaDescription') }];
};

/** ?q= an HS code or headings ('0202 0203'), or words of the description in either language; ?origin= the country a link came from. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const keyword = (q.get('q') ?? '').trim().slice(0, COST_LIMITS.keyword);
  const originParam = (q.get('origin') ?? '').toUpperCase();
  const origin = /^[A-Z]{2}$/.test(originParam) ? originParam : '';
  const { list } = await createApi(context.api).call(costCalls.tariffList, { query: { keyword } });
  return { keyword, origin, lines: list };
}

/** The tariff schedule of meat and seafood: every line's rates with their source and as-of date, searchable. */
export default function Tariffs({ loaderData: { keyword, origin, lines } }: Route.ComponentProps) {
  const t = useT(costsMessages);
  const language = useLanguage();
  const date = dateFormats(language).date;
  const other = language === 'zh' ? 'en' : 'zh';
  return (
    <>
      <h1 className="data-title">{t('tariffs.title')}</h1>
      <p>{t('tariffs.intro')}</p>
      <form method="get" className="costs-save" role="search" aria-label={t('tariffs.searchLabel')}>
        <label>
          {t('tariffs.keyword')}
          <input name="q" type="search" defaultValue={keyword} maxLength={COST_LIMITS.keyword} />
        </label>
        {origin && <input type="hidden" name="origin" value={origin} />}
        <button type="submit">{t('tariffs.search')}</button>
      </form>
      <p role="status">
        {keyword ? t('tariffs.found', { count: lines.length, keyword }) : t('tariffs.all', { count: lines.length })}
        {lines.length >= COST_LIMITS.searchResults && ` ${t('tariffs.more', { max: COST_LIMITS.searchResults })}`}
      </p>
      {lines.length > 0 && (
        <div className="costs-table" role="region" aria-labelledby="tariffs-caption" tabIndex={0}>
          <table className="costs-tariffs">
            <caption id="tariffs-caption">{t('tariffs.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('tariffs.hsCode')}</th>
                <th scope="col">{t('tariffs.description')}</th>
                <th scope="col">{t('tariffs.mfn')}</th>
                <th scope="col">{t('tariffs.provisional')}</th>
                <th scope="col">{t('tariffs.agreements')}</th>
                <th scope="col">{t('tariffs.additional')}</th>
                <th scope="col">{t('tariffs.vat')}</th>
                <th scope="col">{t('tariffs.source')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => (
                <tr key={l.hsCode} id={`hs-${l.hsCode}`} data-hs={l.hsCode}>
                  <th scope="row" translate="no">
                    {l.hsCode}
                  </th>
                  <td>
                    {language === 'zh' ? l.descriptionZh : l.descriptionEn}
                    <small lang={other}>{language === 'zh' ? l.descriptionEn : l.descriptionZh}</small>
                    <small>
                      {t('tariffs.unit')} <span translate="no">{l.unit}</span>
                    </small>
                    <Link to={landedCostHref({ product: l.hsCode, origin })}>{t('tariffs.calculate', { hs: l.hsCode })}</Link>
                  </td>
                  <td data-col="mfn">{percent(l.mfnRateBp)}</td>
                  <td data-col="provisional">
                    {l.provisionalRateBp === null
                      ? '-'
                      : t('tariffs.validity', {
                          rate: percent(l.provisionalRateBp),
                          from: l.provisionalFrom ? date(l.provisionalFrom) : '…',
                          to: l.provisionalTo ? date(l.provisionalTo) : '…',
                        })}
                  </td>
                  <td data-col="agreements">
                    {l.agreements.length === 0
                      ? '-'
                      : l.agreements.map((a) => (
                          <span key={a.agreement} className={origin && a.members.includes(origin) ? 'costs-tariffs__mark' : undefined}>
                            <span translate="no">{a.agreement}</span> {percent(a.rateBp)}
                          </span>
                        ))}
                  </td>
                  <td data-col="additional">
                    {l.additionalDuties.length === 0
                      ? '-'
                      : l.additionalDuties.map((d) => (
                          <span key={`${d.origin}${d.validFrom}`} className={d.origin === origin ? 'costs-tariffs__mark' : undefined}>
                            <span translate="no">{d.origin}</span>{' '}
                            {t('tariffs.additionalDuty', {
                              rate: percent(d.rateBp),
                              from: date(d.validFrom),
                              to: d.validTo ? date(d.validTo) : '…',
                            })}
                          </span>
                        ))}
                  </td>
                  <td data-col="vat">{percent(l.vatRateBp)}</td>
                  <td data-col="source">
                    {t('result.sourceAsOf', { source: sourceName(l.source, language), date: date(l.asOf) })}
                    {l.demo && <span className="demo-tag">{t('tariffs.demo')}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
