import { isoDate } from '../../../contracts/core/dates';
import { DATA_TYPE_LABEL, DEFAULT_PRODUCT_TYPE, type DataTable } from '../../../contracts/data/codes';
import type { DownloadQuery } from '../../../contracts/data/inputs';
import type { Freshness } from '../../../contracts/data/models';
import { badRequest } from '../../platform/envelope';
import type { DownloadSource } from '../../shared/downloads/index';
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

const describe = (q: DownloadQuery, keys: (keyof DownloadQuery)[]) =>
  keys
    .filter((k) => q[k] !== undefined && q[k] !== '')
    .map((k) => `${k}=${String(q[k])}`)
    .join('; ') || 'none';

/** One data table's rows for a download: the same service calls its page makes, with its filters. */
export function dataDownloadOf(table: DataTable, q: DownloadQuery, statistics: Statistics, markets: Markets): DataDownload {
  let fresh: Freshness | undefined;
  const keep = <T extends Freshness>(answer: T) => {
    fresh = { source: answer.source, asOf: answer.asOf, late: answer.late };
    return answer;
  };
  const productType = q.productType ?? DEFAULT_PRODUCT_TYPE;
  const stamp = isoDate(new Date());
  const base = { freshness: () => fresh };
  switch (table) {
    case 'ranking':
      return {
        ...base,
        title: `Import ${q.dataType === 'PRICE' ? 'Value' : 'Volume'} Ranking`,
        fileName: `import-${q.dataType === 'PRICE' ? 'value' : 'volume'}-ranking-${productType}-${q.yearName ?? 'latest'}-${stamp}`,
        filters: describe({ ...q, productType }, ['productType', 'dataType', 'yearName']) + ` (${DATA_TYPE_LABEL[q.dataType]})`,
        source: {
          header: ['rank', 'countryName', 'isCategory', 'value (thousand USD)', 'value change', 'value share', 'unitPrice (USD/T)', 'volume (T)', 'volume change', 'volume share'],
          page: async (page, limit) => {
            const a = keep(await statistics.ranking({ yearName: q.yearName, dataType: q.dataType, productType, withCategories: true, page, limit }));
            return {
              total: a.total,
              list: a.list.map((r) => [r.lineNum ?? '--', r.countryName, r.isCategory ? 'yes' : 'no', Math.round(r.totalAmount * 100) / 10, r.increaseRatioAmount, r.proportionForAmount, r.unitPrice, r.totalVolume, r.increaseRatioVolume, r.proportionForVolume]),
            };
          },
        },
      };
    case 'unapproved':
      return {
        ...base,
        title: 'Unapproved',
        fileName: `unapproved-${q.productType ?? 'all'}-${stamp}`,
        filters: describe(q, ['productType', 'keyText', 'publishStartDate', 'publishEndDate']),
        source: {
          header: ['Report Month', 'HS code', 'Inspection ID', 'productName', 'productWeight (KG)', 'originCountry', 'originCompany', 'importer', 'entryPort', 'rejectReason'],
          page: async (page, limit) => {
            const a = keep(await markets.unapproved({ ...q, page, limit }));
            return { total: a.total, list: a.list.map((r) => [r.showPublishDate, r.hsCode, r.quarantineCode, r.productName, r.productWeight, r.originCountry, r.originCompany, r.importer, r.entryPort, r.rejectReason]) };
          },
        },
      };
    case 'meatPrice':
      return {
        ...base,
        title: 'Meat Cuts Price',
        fileName: `meat-price-${productType}-${stamp}`,
        filters: describe({ ...q, productType }, ['productType', 'startDate', 'endDate']),
        source: {
          header: ['quoteDate', 'productName', 'countryName', 'lowPrice (CNY/KG)', 'topPrice (CNY/KG)'],
          page: async (page, limit) => {
            const a = keep(await markets.meatPrices({ getLastDate: false, noEntryGoodsTypeCode: productType, startDate: q.startDate, endDate: q.endDate, page, limit }));
            return { total: a.total, list: a.list.map((r) => [r.quoteDate, r.productName, r.countryName, r.lowPrice, r.topPrice]) };
          },
        },
      };
    case 'quotes': {
      const category = q.parentProductName === 'Meat' || !q.parentProductName ? 'Seafood' : q.parentProductName;
      return {
        ...base,
        title: 'Market Price',
        fileName: `market-price-${category.toLowerCase()}-${q.quoteDate ?? 'latest'}`,
        filters: describe({ ...q, parentProductName: category }, ['parentProductName', 'quoteDate', 'productName']),
        source: {
          header: ['quoteDate', 'productName', 'quoteValue (CNY/KG)', 'changePercentage', 'lowPrice', 'highPrice', 'place', 'specInfo'],
          page: async (page, limit) => {
            const a = keep(await markets.quotes({ page, limit, parentProductName: category, quoteDate: q.quoteDate, productName: q.productName }));
            return { total: a.total, list: a.list.map((r) => [r.quoteDate, r.productName, r.quoteValue, r.changePercentage, r.lowPrice, r.highPrice, r.place, r.specInfo]) };
          },
        },
      };
    }
    case 'futures':
    case 'index': {
      if (!q.securityCode) throw badRequest('securityCode is required for this table', [{ field: 'securityCode', message: 'Required' }]);
      const code = q.securityCode;
      const kind = table === 'futures' ? 'FUTURE' : 'INDEX';
      return {
        ...base,
        title: code,
        fileName: `${table}-${code}-${stamp}`,
        filters: `securityCode=${code}`,
        source: {
          header: ['tradeDate', 'open', 'high', 'low', 'close', 'settle', 'volume', 'openInterest'],
          // One answer holds the whole series (newest last); the file lists it newest first.
          page: async (page, limit) => {
            const a = keep(await markets.tendency(kind, code, DATA_DOWNLOAD_MAX_ROWS));
            const rows = [...a.list].reverse().slice((page - 1) * limit, page * limit);
            return { total: a.total, list: rows.map((b) => [b.tradeDate, b.open, b.high, b.low, b.close, b.settle, b.volume, b.openInterest]) };
          },
        },
      };
    }
  }
}
