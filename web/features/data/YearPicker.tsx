import { Form } from 'react-router';
import { useT } from '../../lib/i18n';
import { dataMessages } from './messages';
import type { DataParams } from './params';

/** The statistical year as a GET form: changing it submits at once; without JavaScript the button does. */
export function YearPicker({ years, year, params, path }: { years: number[]; year: number; params: DataParams; path: string }) {
  const t = useT(dataMessages);
  const keep = { type: params.type, chart: params.chart, future: params.future, index: params.index, category: params.category };
  return (
    <Form method="get" action={path} className="data-year" preventScrollReset>
      {Object.entries(keep).map(([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />)}
      <label>
        <span>{t('filter.year')}</span>
        <select name="year" defaultValue={year} key={year} onChange={(e) => e.currentTarget.form?.requestSubmit()}>
          {(years.length ? years : [year]).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit">{t('filter.show')}</button>
      </noscript>
    </Form>
  );
}
