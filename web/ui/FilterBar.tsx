import { DownloadLinks } from './DownloadLinks';
import type { ChangeEvent, ReactNode } from 'react';
import { Form } from 'react-router';
import { Button } from './Button';
import { SearchIcon } from './icons';
import { useT } from '../lib/i18n';
import { uiMessages } from './messages';

export interface Option {
  value: string;
  label: string;
}

/** One select of the bar; an empty value means 'all' and is labelled allLabel. */
export interface FilterSelect {
  name: string;
  label: string;
  value: string;
  options: Option[];
  allLabel: string;
}

interface FilterBarProps {
  /** Shown above the form: a switch of links, say. */
  lead?: ReactNode;
  /** Values the form sends back unchanged (the switch's current choice). */
  hidden?: Record<string, string>;
  selects: FilterSelect[];
  keyword: { name: string; label: string; value: string };
  /** The downloads of what the filters select, as CSV and Excel; label names what they hold ("this list"). */
  download?: { csv: string; xlsx: string; label: string };
}

/** Changing a select submits the form at once; without JavaScript the Search button does. */
const submitOnChange = (event: ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();

function Select({ name, label, value, options, allLabel }: FilterSelect) {
  return (
    <label className="ui-filter__field">
      <span>{label}</span>
      {/* keyed by value: a navigation that changes the filter re-renders the default. */}
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
export function FilterBar({ lead, hidden = {}, selects, keyword, download }: FilterBarProps) {
  const t = useT(uiMessages);
  return (
    <div className="ui-filter">
      {lead}
      <Form method="get" className="ui-filter__form" role="search" aria-label={t('filter.label', { what: keyword.label })}>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {selects.map((select) => (
          <Select key={select.name} {...select} />
        ))}
        <label className="ui-filter__field ui-filter__field--keyword">
          <span>{keyword.label}</span>
          <input
            type="search"
            name={keyword.name}
            defaultValue={keyword.value}
            key={keyword.value}
            maxLength={100}
            placeholder={keyword.label}
          />
        </label>
        <Button variant="primary" submit icon={<SearchIcon />}>
          {t('filter.search')}
        </Button>
        {download && (
          <span className="ui-filter__download">
            <DownloadLinks {...download} />
          </span>
        )}
      </Form>
    </div>
  );
}
