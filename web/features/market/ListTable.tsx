import { useLocation } from 'react-router';
import type { CsvList } from '../../../contracts/market/inputs';
import { MARKET_PAGE_SIZE } from '../../../contracts/market/codes';
import { type Column, DataTable } from '../../ui/DataTable';
import { ListProblem, useClearFilters } from '../../ui/EmptyState';
import type { Option } from '../../ui/FilterBar';
import { Pager } from '../../ui/Pager';
import { ListFilters } from './ListFilters';
import { downloadsOf, filtersCleared, isFiltered, type ListParams, withParams } from './params';
import { langOf } from '../../../contracts/core/languages';
import { useLanguage } from '../../lib/i18n';

export interface ListPage<T> {
  list: T[];
  total: number;
  /** Why the filters selected nothing, when the API refused them (a too-short keyword, say). */
  problem?: string;
}

/** A market list's body: the refusal sentence if any, the rows and the pager that keeps the filters. */
export function ListTable<T>({
  page,
  columns,
  rowKey,
  params,
}: {
  page: ListPage<T>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  params: ListParams;
}) {
  // A full path: page 1 without filters has an empty query, and an empty link would keep the current one.
  const { pathname } = useLocation();
  const cleared = useClearFilters(isFiltered(params), `${pathname}${filtersCleared(params)}`);
  return (
    <>
      <ListProblem text={page.problem} />
      <DataTable rows={page.list} columns={columns} rowKey={rowKey} empty={cleared} />
      <Pager
        page={params.page}
        total={page.total}
        pageSize={MARKET_PAGE_SIZE.lists}
        hrefFor={(n) => `${pathname}${withParams(params, { page: n })}`}
      />
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
  const language = useLanguage();
  return (
    <section aria-labelledby="market-title">
      <h1 id="market-title" className="market-title">
        {title}
      </h1>
      <ListFilters
        params={params}
        accessType
        countries={countries}
        goodsTypes={goodsTypes}
        status={status}
        keywordLabel={keywordLabel}
        downloads={downloadsOf(exportList, params, langOf(language))}
      />
      <ListTable page={rows} columns={columns} rowKey={rowKey} params={params} />
    </section>
  );
}
