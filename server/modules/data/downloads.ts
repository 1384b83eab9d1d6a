import { isoDate } from '../../../contracts/core/dates';
import { translator } from '../../../contracts/core/i18n';
import type { Language } from '../../../contracts/core/languages';
import { DEFAULT_PRODUCT_TYPE, type DataTable } from '../../../contracts/data/codes';
import { floor2, percentPoints, unitName } from '../../../contracts/data/format';
import type { DownloadQuery } from '../../../contracts/data/inputs';
import { dataFileMessages } from '../../../contracts/data/messages';
import type en from '../../../contracts/data/files/messages/en.json';
import type { Freshness, RankingRow } from '../../../contracts/data/models';
import { badRequest } from '../../platform/envelope';
import type { Cell, DownloadColumn, DownloadSource } from '../../shared/downloads/index';
import type { Markets } from './markets-service';
import type { Statistics } from './statistics-service';

/** At most this many rows in one file. */
export const DATA_DOWNLOAD_MAX_ROWS = 10_000;

export interface DataDownload {
  source: DownloadSource;
  /** Read after the first page: the table's source note. */
  freshness(): Freshness | undefined;
  fileName: string;
  title: string;
  filters: string;
}

type Headers = (typeof en)['header'];
/** Every header's key, as the catalogue's type knows them. */
type HeaderKey = { [T in keyof Headers]: `header.${T}.${keyof Headers[T] & string}` }[keyof Headers];

/** The filters as the call names them (key=value), the same in both languages: they are the API's own words. */
const describe = (q: DownloadQuery, keys: (keyof DownloadQuery)[]) =>
  keys
    .filter((k) => q[k] !== undefined && q[k] !== '')
    .map((k) => `${k}=${String(q[k])}`)
    .join('; ');

/** A number rounded to the decimals its table shows. */
const rounded = (value: number | null | undefined, decimals: number) =>
  value === null || value === undefined ? null : Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Rows already read whole, handed to the writer a page at a time. */
const paged = (rows: Cell[][], page: number, limit: number) => ({ total: rows.length, list: rows.slice((page - 1) * limit, page * limit) });

/**
 * One data table's rows for a download: the same service call its page makes with the same filters, every row of it
 * (every page), in the columns the page shows and their order, figures as numbers in the units the headers name.
 * A /data box's download is the table of its More page (the ranking: each country with its categories under it).
 * `language`: the file's, the page's lang when it names one, else the request's (routes.ts).
 */
export async function dataDownloadOf(table: DataTable, q: DownloadQuery, statistics: Statistics, markets: Markets, language: Language): Promise<DataDownload> {
  let fresh: Freshness | undefined;
  const keep = <T extends Freshness>(answer: T) => {
    fresh = { source: answer.source, asOf: answer.asOf, late: answer.late };
    return answer;
  };
  const productType = q.productType ?? DEFAULT_PRODUCT_TYPE;
  const stamp = isoDate(new Date());
  const t = translator(language, dataFileMessages);
  const base = { freshness: () => fresh };
  /** A column: the catalogue's `header.<table>.<column>` text and how its cells are written. */
  const column = <T extends keyof Headers>(table: T, key: keyof Headers[T] & string, kind?: DownloadColumn['kind'], decimals?: number, unit?: string): DownloadColumn => ({
    header: t(`header.${table}.${key}` as HeaderKey, { unit }),
    kind,
    decimals,
  });
  switch (table) {
    case 'ranking': {
      // The value as the page shows it: ×10 in thousand dollars in English (1 decimal), as counted (万美元) in Chinese.
      const [amount, amountDecimals] = language === 'zh' ? [(v: number) => rounded(v, 2), 2] : [(v: number) => rounded(v * 10, 1), 1];
      const value = {
        columns: [column('ranking', 'amount', 'number', amountDecimals), column('ranking', 'amountChange', 'percent'), column('ranking', 'amountShare', 'percent')],
        cells: (r: RankingRow): Cell[] => [amount(r.totalAmount), percentPoints(r.increaseRatioAmount), percentPoints(r.proportionForAmount)],
      };
      const volume = {
        columns: [column('ranking', 'volume', 'number', 1), column('ranking', 'volumeChange', 'percent'), column('ranking', 'volumeShare', 'percent')],
        cells: (r: RankingRow): Cell[] => [rounded(r.totalVolume, 1), percentPoints(r.increaseRatioVolume), percentPoints(r.proportionForVolume)],
      };
      // Import Value Ranking leads with value, Import Volume Ranking with volume, as the detail page's columns do.
      const [first, second] = q.dataType === 'PRICE' ? [value, volume] : [volume, value];
      let rows: Promise<Cell[][]> | undefined;
      // The ranking pages by country and puts each country's categories under it: read whole, then paged by row.
      const all = () =>
        (rows ??= statistics
          .ranking({ lang: q.lang, yearName: q.yearName, dataType: q.dataType, productType, withCategories: true, page: 1, limit: DATA_DOWNLOAD_MAX_ROWS })
          .then((a) => keep(a).list.map((r) => [r.lineNum, r.countryName, ...first.cells(r), rounded(r.unitPrice, 0), ...second.cells(r)])));
      return {
        ...base,
        title: t(q.dataType === 'PRICE' ? 'title.valueRanking' : 'title.volumeRanking'),
        fileName: `import-${q.dataType === 'PRICE' ? 'value' : 'volume'}-ranking-${productType}-${q.yearName ?? 'latest'}-${stamp}`,
        filters: describe({ ...q, productType }, ['productType', 'dataType', 'yearName']) + ` (${t(`dataType.${q.dataType}`)})`,
        source: {
          columns: [column('ranking', 'rank', 'number'), column('ranking', 'country'), ...first.columns, column('ranking', 'unitPrice', 'number'), ...second.columns],
          page: async (page, limit) => paged(await all(), page, limit),
        },
      };
    }
    case 'unapproved':
      return {
        ...base,
        title: t('title.unapproved'),
        fileName: `unapproved-${q.productType ?? 'all'}-${stamp}`,
        filters: describe(q, ['productType', 'keyText', 'publishStartDate', 'publishEndDate']),
        source: {
          columns: [
            column('unapproved', 'reportMonth', 'month'),
            column('unapproved', 'inspectionId'),
            column('unapproved', 'product'),
            column('unapproved', 'weight', 'number', 1),
            column('unapproved', 'origin'),
            column('unapproved', 'manufacturer'),
            column('unapproved', 'port'),
            column('unapproved', 'reason'),
          ],
          page: async (page, limit) => {
            const a = keep(await markets.unapproved({ ...q, page, limit }));
            return {
              total: a.total,
              list: a.list.map((r) => [r.showPublishDate, r.quarantineCode, r.productName, rounded(r.productWeight, 1), r.originCountry, r.originCompany, r.entryPort, r.rejectReason]),
            };
          },
        },
      };
    case 'meatPrice':
      return {
        ...base,
        title: t('title.meatPrice'),
        fileName: `meat-price-${productType}-${stamp}`,
        filters: describe({ ...q, productType }, ['productType', 'startDate', 'endDate']),
        source: {
          // The page's price column ('low - high') as two numbers.
          columns: [column('meatPrice', 'date', 'date'), column('meatPrice', 'product'), column('meatPrice', 'origin'), column('meatPrice', 'low', 'number', 2), column('meatPrice', 'high', 'number', 2)],
          page: async (page, limit) => {
            const a = keep(await markets.meatPrices({ lang: q.lang, getLastDate: false, noEntryGoodsTypeCode: productType, startDate: q.startDate, endDate: q.endDate, page, limit }));
            const price = (v: number | null) => (v === null ? null : floor2(v));
            return { total: a.total, list: a.list.map((r) => [r.quoteDate, r.productName, r.countryName, price(r.lowPrice), price(r.topPrice)]) };
          },
        },
      };
    case 'quotes': {
      const category = q.parentProductName === 'Meat' || !q.parentProductName ? 'Seafood' : q.parentProductName;
      const sortOrder = q.sortField ? (q.sortOrder ?? 'ascend') : undefined;
      return {
        ...base,
        title: t('title.quotes'),
        fileName: `market-price-${category.toLowerCase()}-${q.quoteDate ?? 'latest'}`,
        filters: describe({ ...q, parentProductName: category, sortOrder }, ['parentProductName', 'quoteDate', 'productName', 'sortField', 'sortOrder']),
        source: {
          columns: [column('quotes', 'date', 'date'), column('quotes', 'product'), column('quotes', 'price', 'number', 2), column('quotes', 'change', 'percent')],
          page: async (page, limit) => {
            const a = keep(await markets.quotes({ page, limit, parentProductName: category, quoteDate: q.quoteDate, productName: q.productName, sortField: q.sortField, sortOrder }));
            return { total: a.total, list: a.list.map((r) => [r.quoteDate, r.productName, r.quoteValue === null ? null : floor2(r.quoteValue), percentPoints(r.changePercentage)]) };
          },
        },
      };
    }
    case 'futures':
    case 'index': {
      if (!q.securityCode) throw badRequest('securityCode is required for this table', [{ field: 'securityCode', message: 'Required' }]);
      const code = q.securityCode;
      // One answer holds the chart's series (oldest first, as the chart draws it): read before the columns, which name its unit.
      const a = keep(await markets.tendency(table === 'futures' ? 'FUTURE' : 'INDEX', code, q.days));
      const unit = unitName(a.weightUnitSymbol, language);
      const decimals = a.weightUnitSymbol === 'points' ? 2 : 0;
      const price = (key: 'open' | 'high' | 'low' | 'close' | 'settle') => column('bars', key, 'number', decimals, unit);
      const rows: Cell[][] = a.list.map((b) => [b.tradeDate, b.open, b.high, b.low, b.close, b.settle, b.volume, b.openInterest]);
      return {
        ...base,
        title: code,
        fileName: `${table}-${code}-${stamp}`,
        filters: describe(q, ['securityCode', 'days']),
        source: {
          columns: [column('bars', 'date', 'date'), price('open'), price('high'), price('low'), price('close'), price('settle'), column('bars', 'volume', 'number'), column('bars', 'openInterest', 'number')],
          page: async (page, limit) => paged(rows, page, limit),
        },
      };
    }
  }
}
