import type { ReactNode } from 'react';
import type { CsvList } from '../../../contracts/market/inputs';
import { MARKET_PAGE_SIZE } from '../../../contracts/market/codes';
import { EmptyState } from './Bits';
import { FilterBar, type Option } from './FilterBar';
import { Pager } from './Pager';
import { csvHrefOf, type ListParams } from './params';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

export interface ListPage<T> {
  list: T[];
  total: number;
  /** The API's message when it refused the filters (a too-short keyword, say). */
  problem?: string;
}

/** Rows under their column headers, or the 'No Data' state when there are none. */
export function DataTable<T>({ rows, columns, rowKey }: { rows: T[]; columns: Column<T>[]; rowKey: (row: T) => string | number }) {
  return (
    <>
      <div className="market-table-wrap">
        <table className="market-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th scope="col" key={column.header}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={column.className}>
                    {column.cell(row)}
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

/** A market list's body: the refusal message if any, the rows and the pager. */
export function ListTable<T>({ page, columns, rowKey, params }: { page: ListPage<T>; columns: Column<T>[]; rowKey: (row: T) => string | number; params: ListParams }) {
  return (
    <>
      {page.problem && <p className="market-problem">{page.problem}</p>}
      <DataTable rows={page.list} columns={columns} rowKey={rowKey} />
      <Pager params={params} total={page.total} pageSize={MARKET_PAGE_SIZE.lists} />
    </>
  );
}

/**
 * A market list filtered by access type, country and goods type (plants, products, suspensions): its title,
 * the filter bar with the CSV link of the same filters, and the table.
 */
export function FilteredListPage<T>({
  title,
  exportList,
  keywordLabel,
  status = false,
  data,
  columns,
  rowKey,
}: {
  title: string;
  /** The list the CSV download holds. */
  exportList: CsvList;
  keywordLabel: string;
  status?: boolean;
  data: { params: ListParams; rows: ListPage<T>; countries: Option[]; goodsTypes: Option[] };
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
}) {
  const { params, rows, countries, goodsTypes } = data;
  return (
    <section aria-labelledby="market-title">
      <h1 id="market-title" className="market-title">
        {title}
      </h1>
      <FilterBar
        params={params}
        accessType
        countries={countries}
        goodsTypes={goodsTypes}
        status={status}
        keywordLabel={keywordLabel}
        csvHref={csvHrefOf(exportList, params)}
      />
      <ListTable page={rows} columns={columns} rowKey={rowKey} params={params} />
    </section>
  );
}
