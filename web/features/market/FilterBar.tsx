import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ChangeEvent } from 'react';
import { Form, Link } from 'react-router';
import { ACCESS_TYPE_LABEL, ACCESS_TYPES } from '../../../contracts/core/codes';
import { PLANT_STATUS_LABEL } from '../../../contracts/market/codes';
import { type ListParams, withParams } from './params';

export interface Option {
  value: string;
  label: string;
}

interface FilterBarProps {
  params: ListParams;
  /** Meat/Seafood switch; lists without access types leave it out. */
  accessType?: boolean;
  countries?: Option[];
  goodsTypes?: Option[];
  status?: boolean;
  ports?: Option[];
  keywordLabel: string;
  /** The CSV download of what the filters select. */
  csvHref?: string;
}

/** Changing a select submits the form at once; without JavaScript the Search button does. */
const submitOnChange = (event: ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();

function Select({ name, label, value, options, allLabel }: { name: string; label: string; value: string; options: Option[]; allLabel: string }) {
  return (
    <label className="market-filter__field">
      <span>{label}</span>
      <select name={name} defaultValue={value} onChange={submitOnChange} key={value}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A list's filters as a GET form: every choice lands in the URL query, and the page loader reads it back. */
export function FilterBar({ params, accessType, countries, goodsTypes, status, ports, keywordLabel, csvHref }: FilterBarProps) {
  return (
    <div className="market-filter">
      {accessType && (
        <nav className="market-filter__access" aria-label="Product type">
          {ACCESS_TYPES.map((code) => (
            // Goods types differ between meat and seafood, so switching drops that filter.
            <Link
              key={code}
              to={withParams(params, { accessType: code, goodsType: '', page: 1 })}
              className={params.accessType === code ? 'active' : undefined}
              aria-current={params.accessType === code ? 'true' : undefined}
            >
              {ACCESS_TYPE_LABEL[code]}
            </Link>
          ))}
        </nav>
      )}
      <Form method="get" className="market-filter__form" role="search" aria-label={`Filter: ${keywordLabel}`}>
        {accessType && <input type="hidden" name="accessType" value={params.accessType} />}
        {countries && <Select name="countryCode" label="Country" value={params.countryCode} options={countries} allLabel="All countries" />}
        {goodsTypes && <Select name="goodsType" label="Goods type" value={params.goodsType} options={goodsTypes} allLabel="All goods types" />}
        {status && (
          <Select
            name="status"
            label="Status"
            value={params.status}
            options={[1, 0, 2].map((s) => ({ value: String(s), label: PLANT_STATUS_LABEL[s]! }))}
            allLabel="All statuses"
          />
        )}
        {ports && <Select name="customCode" label="Port" value={params.customCode} options={ports} allLabel="All ports" />}
        <label className="market-filter__field market-filter__field--keyword">
          <span>{keywordLabel}</span>
          <input type="search" name="keywords" defaultValue={params.keywords} key={params.keywords} maxLength={100} placeholder={keywordLabel} />
        </label>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          Search
        </Button>
        {csvHref && (
          <a className="market-filter__csv" href={csvHref} download>
            Download CSV
          </a>
        )}
      </Form>
    </div>
  );
}
