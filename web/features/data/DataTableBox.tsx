import type { ReactNode } from 'react';
import type { Freshness } from '../../../contracts/data/models';
import { type Column, DataTable } from '../../ui/DataTable';
import { DownloadLinks } from '../../ui/DownloadLinks';
import { SourceNote } from '../../ui/SourceNote';
import { useScrolledPast } from '../../ui/use-scrolled-past';

/** A data table with its title, a link to its detail page, its source note and downloads. The header sticks once the page scrolled past 150 px (§9). */
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
}) {
  const sticky = useScrolledPast(150);
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
      <DataTable rows={rows} columns={columns} rowKey={rowKey} caption={title} rowClass={rowClass} rowId={rowId} />
    </section>
  );
}
