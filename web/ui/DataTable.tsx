import { type ReactNode, useRef, useState } from 'react';
import { grouped } from '../../contracts/core/format';
import { useT } from '../lib/i18n';
import { EmptyState, type EmptyNext } from './EmptyState';
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
 * `phonePageSize`: a long list shows that many cards at a time on a phone, with a pager under them (decision 0059);
 * a wider screen shows every row. `empty`: what an empty table offers to do next.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  caption,
  rowClass,
  rowId,
  phonePageSize,
  empty,
}: {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  caption?: string;
  /** A row's own class (a group's heading row, say) and its id (a link target). */
  rowClass?: (row: T) => string | undefined;
  rowId?: (row: T) => string | undefined;
  phonePageSize?: number;
  empty?: EmptyNext;
}) {
  const t = useT(uiMessages);
  const [phonePage, setPhonePage] = useState(1);
  const wrap = useRef<HTMLDivElement>(null);
  const paged = phonePageSize !== undefined && rows.length > phonePageSize;
  const offPhone = (index: number) => paged && Math.floor(index / phonePageSize) + 1 !== phonePage;
  const turn = (page: number) => {
    setPhonePage(page);
    // The pager moves focus to the cards it changed (issue 25), at their top.
    wrap.current?.focus();
    wrap.current?.scrollIntoView({ block: 'start' });
  };
  const classOf = (row: T, index: number) =>
    [rowClass?.(row), offPhone(index) ? 'ui-table__off-phone' : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      {/* The wrapper scrolls sideways when the table is wider than the page: a keyboard reaches it (Tab, then the
          arrow keys) and a screen reader names it after the table's caption (not the caption alone: the section
          around it often carries that name already, and two landmarks must not share one). */}
      <div
        className="ui-table-wrap"
        ref={wrap}
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
            {rows.map((row, index) => (
              <tr key={rowKey(row)} className={classOf(row, index)} id={rowId?.(row)}>
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
      {rows.length === 0 && <EmptyState table next={empty} />}
      {paged && <PhonePager page={phonePage} size={phonePageSize} total={rows.length} turn={turn} />}
    </>
  );
}

/** The phone pager of a long table: which cards show, and the previous and next ones (shown below 576 px only). */
function PhonePager({ page, size, total, turn }: { page: number; size: number; total: number; turn: (page: number) => void }) {
  const t = useT(uiMessages);
  const pages = Math.ceil(total / size);
  const from = (page - 1) * size + 1;
  const to = Math.min(page * size, total);
  return (
    <nav className="ui-phone-pager" aria-label={t('phonePager.label')}>
      <button type="button" className="ui-phone-pager__button" disabled={page <= 1} onClick={() => turn(page - 1)}>
        {t('phonePager.previous')}
      </button>
      <span className="ui-phone-pager__range" aria-live="polite">
        {t('phonePager.range', { from: grouped(from), to: grouped(to), total: grouped(total) })}
      </span>
      <button type="button" className="ui-phone-pager__button" disabled={page >= pages} onClick={() => turn(page + 1)}>
        {t('phonePager.next')}
      </button>
    </nav>
  );
}
