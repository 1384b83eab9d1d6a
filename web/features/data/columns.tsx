import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataType, QuoteSortField } from '../../../contracts/data/codes';
import { grouped } from '../../../contracts/core/format';
import {
  percentText,
  priceRangeText,
  quoteValueText,
  rankText,
  securityName,
  thousandDollarsText,
  tonnesText,
  trendOf,
  unitPriceText,
} from '../../../contracts/data/format';
import type { MeatPriceRow, QuoteRow, RankingRow, SecurityQuote, UnapprovedRow } from '../../../contracts/data/models';
import { translator, type Language } from '../../lib/i18n';
import type { Column } from '../../ui/DataTable';
import { dataMessages } from './messages';

/**
 * The columns of the data tables, their headers in the page's language and their figures in the units of §3 and §9.
 * Builders take the language (default English) so pages of other areas can reuse them outside React.
 */

export function Change({ text }: { text: string }) {
  const trend = trendOf(text);
  return <span className={`data-change data-change--${trend}`}>{text}</span>;
}

/** Text the data has in English only: marked as English on a Chinese page (the language walk reads it as such). */
export function English({ text, language }: { text: string; language: Language }): ReactNode {
  return language === 'en' ? text : <span lang="en">{text}</span>;
}

/** A name or a code that is data, not UI: left as it is by translation tools. */
const dataText = (text: string) => <span translate="no">{text}</span>;

function amountColumns(language: Language): Column<RankingRow>[] {
  const t = translator(language, dataMessages);
  return [
    { header: t('column.amount'), cell: (r) => thousandDollarsText(r.totalAmount, language), className: 'data-num' },
    { header: t('column.amountChange'), cell: (r) => <Change text={r.increaseRatioAmount} />, className: 'data-num' },
    { header: t('column.amountShare'), cell: (r) => r.proportionForAmount, className: 'data-num' },
  ];
}
function volumeColumns(language: Language): Column<RankingRow>[] {
  const t = translator(language, dataMessages);
  return [
    { header: t('column.volume'), cell: (r) => tonnesText(r.totalVolume), className: 'data-num' },
    { header: t('column.volumeChange'), cell: (r) => <Change text={r.increaseRatioVolume} />, className: 'data-num' },
    { header: t('column.volumeShare'), cell: (r) => r.proportionForVolume, className: 'data-num' },
  ];
}

/** Import Value Ranking leads with value, Import Volume Ranking with volume; both give the average price. */
export function rankingColumns(dataType: DataType, language: Language = 'en'): Column<RankingRow>[] {
  const t = translator(language, dataMessages);
  const [first, second] = dataType === 'PRICE' ? [amountColumns(language), volumeColumns(language)] : [volumeColumns(language), amountColumns(language)];
  return [
    { header: t('column.rank'), cell: (r) => rankText(r.lineNum), className: 'data-num' },
    { header: t('column.country'), cell: (r) => r.countryName },
    ...first,
    { header: t('column.unitPrice'), cell: (r) => unitPriceText(r.unitPrice), className: 'data-num' },
    ...second,
  ];
}

/** The data page's short ranking: rank, country, the ranked figure, its share and the average price. */
export function shortRankingColumns(dataType: DataType, language: Language = 'en'): Column<RankingRow>[] {
  const t = translator(language, dataMessages);
  const [figure, , share] = dataType === 'PRICE' ? amountColumns(language) : volumeColumns(language);
  return [
    { header: t('column.rank'), cell: (r) => rankText(r.lineNum), className: 'data-num' },
    { header: t('column.country'), cell: (r) => r.countryName },
    figure!,
    share!,
    { header: t('column.unitPrice'), cell: (r) => unitPriceText(r.unitPrice), className: 'data-num' },
  ];
}

/** Shipments refused entry: the product, reason and companies are published in English only. */
export function unapprovedColumns(language: Language = 'en'): Column<UnapprovedRow>[] {
  const t = translator(language, dataMessages);
  return [
    { header: t('column.reportMonth'), cell: (r) => r.showPublishDate, className: 'ui-nowrap' },
    { header: t('column.inspectionId'), cell: (r) => dataText(r.quarantineCode), className: 'ui-nowrap' },
    { header: t('column.product'), cell: (r) => <English text={r.productName} language={language} /> },
    {
      header: t('column.weight'),
      cell: (r) => (r.productWeight === null ? '-' : tonnesText(r.productWeight).replace(/\.0$/, '')),
      className: 'data-num',
    },
    { header: t('column.origin'), cell: (r) => r.originCountry },
    { header: t('column.manufacturer'), cell: (r) => (r.originCompany ? dataText(r.originCompany) : '-') },
    { header: t('column.port'), cell: (r) => (r.entryPort ? <English text={r.entryPort} language={language} /> : '-') },
    { header: t('column.reason'), cell: (r) => <English text={r.rejectReason} language={language} /> },
  ];
}

export function meatPriceColumns(language: Language = 'en'): Column<MeatPriceRow>[] {
  const t = translator(language, dataMessages);
  return [
    { header: t('column.date'), cell: (r) => r.quoteDate, className: 'ui-nowrap' },
    { header: t('column.product'), cell: (r) => <English text={r.productName} language={language} /> },
    { header: t('column.origin'), cell: (r) => r.countryName },
    { header: t('column.price'), cell: (r) => priceRangeText(r.lowPrice, r.topPrice), className: 'data-num ui-nowrap' },
  ];
}

/** Market price columns; with `sort`, the sortable headers are links that sort by them (and back). */
export function quoteColumns(
  sort?: { field: QuoteSortField | ''; order: string; hrefOf: (field: QuoteSortField) => string },
  language: Language = 'en',
): Column<QuoteRow>[] {
  const t = translator(language, dataMessages);
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
    { header: t('column.date'), cell: (r) => r.quoteDate, className: 'ui-nowrap' },
    { ...sortable('productName', t('column.product')), cell: (r) => <English text={r.productName} language={language} /> },
    { ...sortable('quoteValue', t('column.price')), cell: (r) => quoteValueText(r.quoteValue), className: 'data-num' },
    { ...sortable('changePercentage', t('column.change')), cell: (r) => <Change text={r.changePercentage} />, className: 'data-num' },
  ];
}

const price = (r: SecurityQuote, v: number | null) => (v === null ? '-' : grouped(v, r.weightUnitSymbol === 'points' ? 2 : 0));

/** A future's or an index's name and code, in Chinese where the portal knows it. */
export function SecurityLabel({ quote, language }: { quote: SecurityQuote; language: Language }) {
  const { name, inEnglish } = securityName(quote.securityCodeShort, quote.englishName, language);
  return (
    <>
      {inEnglish ? <span lang="en">{name}</span> : name} <span translate="no">({quote.securityCodeShort})</span>
    </>
  );
}

export function securityColumns(language: Language = 'en'): Column<SecurityQuote>[] {
  const t = translator(language, dataMessages);
  return [
    { header: t('column.name'), cell: (r) => <SecurityLabel quote={r} language={language} /> },
    { header: t('column.last'), cell: (r) => price(r, r.lastPrice), className: 'data-num' },
    { header: t('column.change'), cell: (r) => <Change text={percentText(r.rtPxChgPct1d)} />, className: 'data-num' },
    { header: t('column.high'), cell: (r) => price(r, r.high), className: 'data-num' },
    { header: t('column.low'), cell: (r) => price(r, r.low), className: 'data-num' },
    { header: t('column.settle'), cell: (r) => price(r, r.pxSettleActualRt), className: 'data-num' },
    { header: t('column.date'), cell: (r) => r.tradingDtRealtime, className: 'ui-nowrap' },
  ];
}
