import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { costCalls } from '../../../contracts/costs/calls';
import type { Calculation, SavedCalculation } from '../../../contracts/costs/models';
import { dateFormats } from '../../../contracts/core/dates';
import { browserApi, useErrorText } from '../../lib/api';
import { useLanguage, useT } from '../../lib/i18n';
import { signInHref } from '../../lib/redirect';
import { money } from './ResultTable';
import { costsMessages } from './messages';
import { recalculateHref } from './params';

/** The landed cost of each origin of a calculation, by origin code. */
const landedOf = (calc: Calculation) => new Map(calc.results.map((r) => [r.origin, r.lines.find((l) => l.key === 'landed')?.cny ?? null]));

/**
 * Saving the calculation on the page under a title (signed-in users; a visitor is offered sign-in that comes back
 * here). Needs the browser's scripts, as every write of a signed-in user does.
 */
export function SaveCalculation({ input, signedIn, here }: { input: unknown; signedIn: boolean; here: string }) {
  const t = useT(costsMessages);
  const errorText = useErrorText();
  const { revalidate } = useRevalidator();
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  if (!signedIn)
    return (
      <p className="costs-save">
        <Link to={signInHref(here)}>{t('saved.signIn')}</Link>
      </p>
    );
  return (
    <form
      className="costs-save"
      aria-label={t('saved.saveLabel')}
      onSubmit={(e) => {
        e.preventDefault();
        void browserApi()
          .call(costCalls.save, { body: { title, input: input as never } })
          .then(() => {
            setStatus({ ok: true, text: t('saved.savedAs', { title: title.trim() }) });
            setTitle('');
            return revalidate();
          })
          .catch((err: unknown) => setStatus({ ok: false, text: errorText(err) }));
      }}
    >
      <label>
        {t('saved.title')}
        <input name="title" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={100} />
      </label>
      <button type="submit">{t('saved.save')}</button>
      {status && (
        <span role={status.ok ? 'status' : 'alert'} className={status.ok ? undefined : 'costs-problem'}>
          {status.text}
        </span>
      )}
    </form>
  );
}

/** The signed-in user's saved calculations: each opens recalculated with today's rates, or is deleted. */
export function SavedList({ saved }: { saved: SavedCalculation[] }) {
  const t = useT(costsMessages);
  const language = useLanguage();
  const date = dateFormats(language).date;
  const errorText = useErrorText();
  const { revalidate } = useRevalidator();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section aria-labelledby="costs-saved" className="costs-saved">
      <h2 id="costs-saved">{t('saved.heading')}</h2>
      {problem && (
        <p role="alert" className="costs-problem">
          {problem}
        </p>
      )}
      {saved.length === 0 ? (
        <p>{t('saved.none')}</p>
      ) : (
        <ul>
          {saved.map((s) => (
            <li key={s.id} data-saved={s.id}>
              <strong translate="no">{s.title}</strong>
              <span>
                {t('saved.summary', {
                  hs: s.result.hsCode,
                  origins: s.result.results.map((r) => (language === 'zh' ? r.originNameZh : r.originNameEn)).join(', '),
                  date: date(s.createdAt.slice(0, 10)),
                  rateDate: date(s.result.rate.date),
                })}
              </span>
              <span className="costs-saved__actions">
                <Link to={recalculateHref(s.id, s.input)} aria-label={t('saved.recalculateNamed', { title: s.title })}>
                  {t('saved.recalculate')}
                </Link>
                <button
                  type="button"
                  aria-label={t('saved.deleteNamed', { title: s.title })}
                  onClick={() => {
                    if (!window.confirm(t('saved.confirmDelete', { title: s.title }))) return;
                    void browserApi()
                      .call(costCalls.del, { body: { id: s.id } })
                      .then(() => revalidate())
                      .catch((err: unknown) => setProblem(errorText(err)));
                  }}
                >
                  {t('saved.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A saved calculation recalculated: its landed cost then and now, origin by origin, with the rate of each. */
export function RecalculatedComparison({ before, now }: { before: SavedCalculation; now: Calculation }) {
  const t = useT(costsMessages);
  const language = useLanguage();
  const date = dateFormats(language).date;
  const then = landedOf(before.result);
  const today = landedOf(now);
  return (
    <div className="costs-recalc">
      <p role="status">
        {t('saved.recalculated', {
          title: before.title,
          date: date(now.rate.date),
          rate: now.rate.rate,
          base: now.rate.base,
        })}
      </p>
      <div className="costs-table" role="region" aria-labelledby="costs-recalc-caption" tabIndex={0}>
        <table>
          <caption id="costs-recalc-caption">{t('saved.compareCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('saved.origin')}</th>
              <th scope="col">{t('saved.asSaved', { date: date(before.result.rate.date), rate: before.result.rate.rate })}</th>
              <th scope="col">{t('saved.now', { date: date(now.rate.date), rate: now.rate.rate })}</th>
            </tr>
          </thead>
          <tbody>
            {now.results.map((r) => (
              <tr key={r.origin} data-origin={r.origin}>
                <th scope="row">{language === 'zh' ? r.originNameZh : r.originNameEn}</th>
                <td data-when="saved" translate="no">
                  {then.get(r.origin) ? `CNY ${money(then.get(r.origin)!)}` : '-'}
                </td>
                <td data-when="now" translate="no">
                  {today.get(r.origin) ? `CNY ${money(today.get(r.origin)!)}` : '-'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
