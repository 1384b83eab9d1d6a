import { Fragment } from 'react';
import type { LeadBoardFilter } from '../../../contracts/leads/models';
import { useT } from '../../lib/i18n';
import { leadsMessages } from '../leads/messages';
import { searchesMessages } from './messages';

/** One filter in words: the label in the page's language, and what the user typed (data, not to be translated). */
interface FilterWord {
  label: string;
  value?: string;
}

/** The board's filters in words (the board's tab, then each filter set), for a saved search's list and default name. */
export function useFilterWords() {
  const t = useT(searchesMessages);
  const lt = useT(leadsMessages);
  return (filter: LeadBoardFilter): FilterWord[] => {
    const words: FilterWord[] = [{ label: lt(`tab.${filter.type ?? 1}`) }];
    if (filter.searchKey) words.push({ label: t('summary.keywords'), value: filter.searchKey });
    return words;
  };
}

/** The words as plain text: a saved search's default name. */
export const filterText = (words: FilterWord[]) => words.map((w) => (w.value ? `${w.label} ${w.value}` : w.label)).join(', ');

/** The words on a page, what the user typed marked as data. */
export function FilterWords({ filter }: { filter: LeadBoardFilter }) {
  const words = useFilterWords()(filter);
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
