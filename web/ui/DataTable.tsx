import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { EmptyState } from './EmptyState';
import { uiMessages } from './messages';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Width and wrapping hints: ui-table__wide, ui-nowrap, or a page's own class. */
  className?: string;
  /** What the header cell shows when it is more than the name (a sort link), and the column's current sort. */
  headerContent?: ReactNode;
  sort?: 'ascending' | 'descending' | 'none';
}

/**
 * Rows under their column headers, or 'No Data' when there are none. Below 576 px each row becomes a card
 * (ui.css): the same server-rendered markup, so nothing shifts on hydration. Every cell carries its column's
 * label in data-label, drawn before the value in card mode only (generated content is part of the cell's
 * accessible text), where the header row is out of sight and the label is what names the value.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  caption,
  rowClass,
  rowId,
}: {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  caption?: string;
  /** A row's own class (a group's heading row, say) and its id (a link target). */
  rowClass?: (row: T) => string | undefined;
  rowId?: (row: T) => string | undefined;
}) {
  const t = useT(uiMessages);
  return (
    <>
      {/* The wrapper scrolls sideways when the table is wider than the page: a keyboard reaches it (Tab, then the
          arrow keys) and a screen reader names it after the table's caption (not the caption alone: the section
          around it often carries that name already, and two landmarks must not share one). */}
      <div
        className="ui-table-wrap"
        tabIndex={0}
        role="region"
        aria-label={caption ? t('table.named', { name: caption }) : t('table.label')}
      >
        <table className="ui-table">
          {caption && <caption className="visually-hidden">{caption}</caption>}
          <thead>
            <tr>
              {columns.map((column) => (
                <th scope="col" key={column.header} aria-sort={column.sort}>
                  {column.headerContent ?? column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className={rowClass?.(row)} id={rowId?.(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={column.className} data-label={column.header}>
                    {/* One box for the value, whatever it holds, so the card's label column lines up beside it. */}
                    <div className="ui-table__value">{column.cell(row)}</div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && <EmptyState table />}
    </>
  );
}
