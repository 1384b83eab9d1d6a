import type { ReactNode } from 'react';
import type { Freshness } from '../../../contracts/data/models';
import { useLanguage, useT } from '../../lib/i18n';
import { type Column, DataTable } from '../../ui/DataTable';
import type { EmptyNext } from '../../ui/EmptyState';
import { DownloadLinks } from '../../ui/DownloadLinks';
import { SourceNote } from '../../ui/SourceNote';
import { useScrolledPast } from '../../ui/use-scrolled-past';
import { dataMessages } from './messages';

/** Cards a phone shows at a time of a detail list (up to 1,000 rows, §2): decision 0059. */
export const PHONE_PAGE_SIZE = 50;

/**
 * A data table with its title, a link to its detail page, its source note and downloads. The header sticks once the
 * page scrolled past 150 px (§9). `englishOnly`: the rows hold text published in English only, which a Chinese page
 * says above the table.
 */
export function DataTableBox<T>({
  title,
  headingId,
  more,
  rows,
  columns,
  rowKey,
  fresh,
  downloads,
  rowClass,
  rowId,
  englishOnly = false,
  phonePageSize,
  empty,
}: {
  title: string;
  headingId: string;
  more?: ReactNode;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  fresh: Freshness;
  downloads: { csv: string; xlsx: string };
  rowClass?: (row: T) => string | undefined;
  rowId?: (row: T) => string | undefined;
  englishOnly?: boolean;
  /** A long list on a phone: that many cards at a time (DataTable). */
  phonePageSize?: number;
  /** What an empty table offers: its filters cleared. */
  empty?: EmptyNext;
}) {
  const sticky = useScrolledPast(150);
  const t = useT(dataMessages);
  const language = useLanguage();
  return (
    <section className={`data-box${sticky ? ' data-box--sticky' : ''}`} aria-labelledby={headingId}>
      <header className="data-box__head">
        <h2 id={headingId}>{title}</h2>
        {more}
      </header>
      <div className="data-box__meta">
        <SourceNote source={fresh.source} asOf={fresh.asOf} late={fresh.late} />
        <DownloadLinks csv={downloads.csv} xlsx={downloads.xlsx} label={title} />
      </div>
      {englishOnly && language !== 'en' && rows.length > 0 && <p className="data-note">{t('englishOnly')}</p>}
      <DataTable rows={rows} columns={columns} rowKey={rowKey} caption={title} rowClass={rowClass} rowId={rowId} phonePageSize={phonePageSize} empty={empty} />
    </section>
  );
}
