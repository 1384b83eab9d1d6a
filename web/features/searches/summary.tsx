import { Fragment } from 'react';
import type { LeadBoardFilter } from '../../../contracts/leads/models';
import { useT } from '../../lib/i18n';
import type { Option } from '../../ui/FilterBar';
import { leadsMessages } from '../leads/messages';
import { searchesMessages } from './messages';

/** One filter in words: the label in the page's language, and its value (data, not to be translated). */
interface FilterWord {
  label: string;
  value?: string;
}

/** The names of the codes a filter holds: products and countries, as the board's selects list them. */
export interface FilterNames {
  products: Option[];
  countries: Option[];
}

const nameIn = (options: Option[], code: string) => options.find((o) => o.value === code)?.label ?? code;

/** The board's filters in words (its tab, then each filter set, then the order), for a saved search's list and name. */
export function useFilterWords(names: FilterNames) {
  const t = useT(searchesMessages);
  const lt = useT(leadsMessages);
  return (filter: LeadBoardFilter): FilterWord[] => {
    const words: FilterWord[] = [{ label: lt(`tab.${filter.type ?? 1}`) }];
    if (filter.goodsType) words.push({ label: `${lt('filter.product')}:`, value: nameIn(names.products, filter.goodsType) });
    if (filter.originCountry) words.push({ label: `${lt('filter.origin')}:`, value: nameIn(names.countries, filter.originCountry) });
    if (filter.incoterm) words.push({ label: `${lt('filter.incoterm')}:`, value: filter.incoterm });
    if (filter.priceMin !== undefined || filter.priceMax !== undefined) {
      const range = `${filter.priceMin ?? '0'}–${filter.priceMax ?? '…'} ${filter.priceCurrency ?? ''}`.trim();
      words.push({ label: t('summary.price'), value: range });
    }
    if (filter.searchKey) words.push({ label: t('summary.keywords'), value: filter.searchKey });
    if (filter.sort && filter.sort !== 'newest') words.push({ label: lt(`filter.sortBy.${filter.sort}`) });
    return words;
  };
}

/** The words as plain text: a saved search's default name. */
export const filterText = (words: FilterWord[]) => words.map((w) => (w.value ? `${w.label} ${w.value}` : w.label)).join(', ');

/** The words on a page, the values marked as data. */
export function FilterWords({ filter, names }: { filter: LeadBoardFilter; names: FilterNames }) {
  const words = useFilterWords(names)(filter);
  return (
    <>
      {words.map((w, i) => (
        <Fragment key={i}>
          {i > 0 && ' · '}
          {w.label}
          {w.value && (
            <>
              {' '}
              <span translate="no">{w.value}</span>
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}
