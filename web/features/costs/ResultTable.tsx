import { ENTERED_SOURCE } from '../../../contracts/costs/codes';
import type { Calculation, CostLineView } from '../../../contracts/costs/models';
import { dateFormats } from '../../../contracts/core/dates';
import { sourceName } from '../../../contracts/data/format';
import { useLanguage, useT } from '../../lib/i18n';
import { costsMessages } from './messages';

/** Basis points as a percent: 1200 is '12 %', 480 '4.8 %'. */
export const percent = (bp: number) => `${String(bp / 100)} %`;
/** An exact amount as the API sends it ('1170136.80') with its thousands grouped ('1,170,136.80'), never through a float. */
export const money = (text: string) => {
  const [whole = '', fraction] = text.split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
};

/** The calculation side by side: a row per cost line, a column per origin; every cell with its rate, source and as-of date. */
export function ResultTable({ calc }: { calc: Calculation }) {
  const t = useT(costsMessages);
  const language = useLanguage();
  const date = dateFormats(language).date;
  const keys = [...new Set(calc.results.flatMap((r) => r.lines.map((l) => l.key)))];
  const why = (l: CostLineView) =>
    l.rateBp === null ? '' : `${percent(l.rateBp)}${l.basis ? ` · ${t(`basis.${l.basis}`, { agreement: l.agreement ?? '' })}` : ''}`;
  return (
    <div className="costs-table" role="region" aria-labelledby="costs-result" tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('result.line')}</th>
            {calc.results.map((r) => (
              <th scope="col" key={r.origin}>
                {language === 'zh' ? r.originNameZh : r.originNameEn}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key} className={key === 'landed' ? 'costs-table__total' : undefined}>
              <th scope="row">{t(`lines.${key}`)}</th>
              {calc.results.map((r) => {
                const l = r.lines.find((x) => x.key === key);
                return (
                  <td key={r.origin} data-line={key} data-origin={r.origin}>
                    {l && (
                      <>
                        <strong translate="no">CNY {money(l.cny)}</strong>
                        <span translate="no">
                          {calc.currency} {money(l.quote)} · CNY {money(l.perUnitCny)} {t('result.perUnit', { unit: calc.unit })}
                        </span>
                        {why(l) && <span>{why(l)}</span>}
                        {key === 'duty' && r.duty.withCertificate && (
                          <span>
                            {t('result.withCertificate', {
                              agreement: r.duty.withCertificate.agreement,
                              rate: percent(r.duty.withCertificate.rateBp),
                            })}
                          </span>
                        )}
                        <small>
                          {t('result.sourceAsOf', {
                            source: l.source === ENTERED_SOURCE ? t('result.entered') : sourceName(l.source, language),
                            date: date(l.asOf),
                          })}
                        </small>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
