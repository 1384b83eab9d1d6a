import { Form } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { SearchIcon } from '../../ui/icons';
import { dataMessages } from './messages';

export interface FilterField {
  name: string;
  label: string;
  type: 'month' | 'date' | 'search';
  value: string;
  placeholder?: string;
}

/** A data page's filters as a GET form: every value lands in the URL, which the page loader reads back. */
export function FilterForm({ label, fields, hidden }: { label: string; fields: FilterField[]; hidden: Record<string, string> }) {
  const t = useT(dataMessages);
  return (
    <Form method="get" className="data-filter" role="search" aria-label={label} preventScrollReset>
      {Object.entries(hidden).map(([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />)}
      {fields.map((f) => (
        <label key={f.name}>
          <span>{f.label}</span>
          <input
            type={f.type}
            name={f.name}
            defaultValue={f.value}
            key={f.value}
            placeholder={f.placeholder}
            {...(f.type === 'search' ? { maxLength: 100 } : {})}
          />
        </label>
      ))}
      <Button variant="primary" submit icon={<SearchIcon />}>
        {t('filter.search')}
      </Button>
    </Form>
  );
}
