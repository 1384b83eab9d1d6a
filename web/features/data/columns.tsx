import { Link } from 'react-router';
import type { DataType, QuoteSortField } from '../../../contracts/data/codes';
import { grouped } from '../../../contracts/core/format';
import { percentText, priceRangeText, quoteValueText, rankText, thousandDollarsText, tonnesText, trendOf, unitPriceText } from '../../../contracts/data/format';
import type { MeatPriceRow, QuoteRow, RankingRow, SecurityQuote, UnapprovedRow } from '../../../contracts/data/models';
import type { Column } from '../../ui/DataTable';

/** The columns of the data tables, their figures in the units of §3 and §9. */

export function Change({ text }: { text: string }) {
  const trend = trendOf(text);
  return <span className={`data-change data-change--${trend}`}>{text}</span>;
}

const amountColumns: Column<RankingRow>[] = [
  { header: 'Import value (thousand USD)', cell: (r) => thousandDollarsText(r.totalAmount), className: 'data-num' },
  { header: 'Value change', cell: (r) => <Change text={r.increaseRatioAmount} />, className: 'data-num' },
  { header: 'Value share', cell: (r) => r.proportionForAmount, className: 'data-num' },
];
const volumeColumns: Column<RankingRow>[] = [
  { header: 'Import volume (T)', cell: (r) => tonnesText(r.totalVolume), className: 'data-num' },
  { header: 'Volume change', cell: (r) => <Change text={r.increaseRatioVolume} />, className: 'data-num' },
  { header: 'Volume share', cell: (r) => r.proportionForVolume, className: 'data-num' },
];

/** Import Value Ranking leads with value, Import Volume Ranking with volume; both give the average price. */
export function rankingColumns(dataType: DataType): Column<RankingRow>[] {
  const [first, second] = dataType === 'PRICE' ? [amountColumns, volumeColumns] : [volumeColumns, amountColumns];
  return [
    { header: 'Rank', cell: (r) => rankText(r.lineNum), className: 'data-num' },
    { header: 'Country', cell: (r) => r.countryName },
    ...first,
    { header: 'Average price (USD/T)', cell: (r) => unitPriceText(r.unitPrice), className: 'data-num' },
    ...second,
  ];
}

/** The data page's short ranking: rank, country, the ranked figure, its share and the average price. */
export function shortRankingColumns(dataType: DataType): Column<RankingRow>[] {
  const [figure, , share] = dataType === 'PRICE' ? amountColumns : volumeColumns;
  return [
    { header: 'Rank', cell: (r) => rankText(r.lineNum), className: 'data-num' },
    { header: 'Country', cell: (r) => r.countryName },
    figure!,
    share!,
    { header: 'Average price (USD/T)', cell: (r) => unitPriceText(r.unitPrice), className: 'data-num' },
  ];
}

export const unapprovedColumns: Column<UnapprovedRow>[] = [
  { header: 'Report Month', cell: (r) => r.showPublishDate, className: 'ui-nowrap' },
  { header: 'Inspection ID', cell: (r) => r.quarantineCode, className: 'ui-nowrap' },
  { header: 'Product', cell: (r) => r.productName },
  { header: 'Weight (KG)', cell: (r) => (r.productWeight === null ? '-' : tonnesText(r.productWeight).replace(/\.0$/, '')), className: 'data-num' },
  { header: 'Origin', cell: (r) => r.originCountry },
  { header: 'Manufacturer', cell: (r) => r.originCompany || '-' },
  { header: 'Port', cell: (r) => r.entryPort || '-' },
  { header: 'Reason', cell: (r) => r.rejectReason },
];

export const meatPriceColumns: Column<MeatPriceRow>[] = [
  { header: 'Date', cell: (r) => r.quoteDate, className: 'ui-nowrap' },
  { header: 'Product', cell: (r) => r.productName },
  { header: 'Origin', cell: (r) => r.countryName },
  { header: 'Price (CNY/KG)', cell: (r) => priceRangeText(r.lowPrice, r.topPrice), className: 'data-num ui-nowrap' },
];

/** Market price columns; with `sortHref`, the sortable headers are links that sort by them (and back). */
export function quoteColumns(sort?: { field: QuoteSortField | ''; order: string; hrefOf: (field: QuoteSortField) => string }): Column<QuoteRow>[] {
  const sortable = (field: QuoteSortField, header: string) => {
    if (!sort) return { header };
    const active = sort.field === field;
    const state = active ? (sort.order === 'descend' ? 'descending' : 'ascending') : 'none';
    return {
      header,
      sort: state,
      headerContent: (
        <Link to={sort.hrefOf(field)} preventScrollReset className="data-sort" data-sort={state}>
          {header}
          <span aria-hidden>{state === 'ascending' ? ' ▲' : state === 'descending' ? ' ▼' : ' ↕'}</span>
        </Link>
      ),
    } as const;
  };
  return [
    { header: 'Date', cell: (r) => r.quoteDate, className: 'ui-nowrap' },
    { ...sortable('productName', 'Product'), cell: (r) => r.productName },
    { ...sortable('quoteValue', 'Price (CNY/KG)'), cell: (r) => quoteValueText(r.quoteValue), className: 'data-num' },
    { ...sortable('changePercentage', 'Change'), cell: (r) => <Change text={r.changePercentage} />, className: 'data-num' },
  ];
}

const price = (r: SecurityQuote, v: number | null) => (v === null ? '-' : grouped(v, r.weightUnitSymbol === 'points' ? 2 : 0));

export const securityColumns: Column<SecurityQuote>[] = [
  { header: 'Name', cell: (r) => `${r.englishName} (${r.securityCodeShort})` },
  { header: 'Last', cell: (r) => price(r, r.lastPrice), className: 'data-num' },
  { header: 'Change', cell: (r) => <Change text={percentText(r.rtPxChgPct1d)} />, className: 'data-num' },
  { header: 'High', cell: (r) => price(r, r.high), className: 'data-num' },
  { header: 'Low', cell: (r) => price(r, r.low), className: 'data-num' },
  { header: 'Settle', cell: (r) => price(r, r.pxSettleActualRt), className: 'data-num' },
  { header: 'Date', cell: (r) => r.tradingDtRealtime, className: 'ui-nowrap' },
];
