import { DownloadLinks } from './DownloadLinks';
import { useState, type ChangeEvent, type ReactNode } from 'react';
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
  /** Fields of the form beyond selects and the keyword (a price range's inputs), placed before the keyword. */
  extra?: ReactNode;
  /** The downloads of what the filters select, as CSV and Excel; label names what they hold ("this list"). */
  download?: { csv: string; xlsx: string; label: string };
}

/**
 * A control's value as the user edits it, taken back from the URL when a navigation changes it (the back button, a
 * link). The element stays the same one throughout, so the focus stays where the user has it: a select walked with
 * the arrow keys submits on every step and must not lose the focus to the page each time.
 */
function useFollowed(value: string) {
  const [shown, setShown] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (followed !== value) {
    setFollowed(value);
    setShown(value);
  }
  return [shown, setShown] as const;
}

function Select({ name, label, value, options, allLabel }: FilterSelect) {
  const [shown, setShown] = useFollowed(value);
  /** Changing a select submits the form at once; without JavaScript the Search button does. */
  const submitOnChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setShown(event.currentTarget.value);
    event.currentTarget.form?.requestSubmit();
  };
  return (
    <label className="ui-filter__field">
      <span>{label}</span>
      <select name={name} value={shown} onChange={submitOnChange}>
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

function Keyword({ name, label, value }: FilterBarProps['keyword']) {
  const [shown, setShown] = useFollowed(value);
  return (
    <label className="ui-filter__field ui-filter__field--keyword">
      <span>{label}</span>
      <input
        type="search"
        name={name}
        value={shown}
        onChange={(event) => setShown(event.currentTarget.value)}
        maxLength={100}
        placeholder={label}
      />
    </label>
  );
}

/** A list's filters as a GET form: every choice lands in the URL query, and the page loader reads it back. */
export function FilterBar({ lead, hidden = {}, selects, keyword, extra, download }: FilterBarProps) {
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
        {extra}
        <Keyword {...keyword} />
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
