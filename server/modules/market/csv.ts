import { Readable } from 'node:stream';
import { marketCalls } from '../../../contracts/market/calls';
import { MARKET_CSV_MAX_ROWS, PLANT_STATUS_LABEL } from '../../../contracts/market/codes';
import type { Page } from '../../../contracts/core/envelope';
import type { CsvList, CsvQuery } from '../../../contracts/market/inputs';
import type { CallRegistrar } from '../../platform/calls';
import type { MarketListsService } from './lists-service';
import type { MarketService } from './service';
import { isoDate } from '../../../contracts/core/dates';

/** Rows fetched per query while streaming: the file grows as the pages arrive. */
const CSV_CHUNK = 1_000;

/** A cell as spreadsheets read it safely: quoted, and never starting a formula. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

interface CsvSource {
  header: string[];
  page(page: number, limit: number): Promise<Page<unknown[]>>;
}

function sourceFor(list: CsvList, q: CsvQuery, market: MarketService, lists: MarketListsService): CsvSource {
  const common = { accessType: q.accessType, countryCode: q.countryCode || undefined, goodsType: q.goodsType || undefined };
  const rowsOf = async <T>(p: Promise<Page<T>>, cells: (row: T) => unknown[]) => {
    const { list, total } = await p;
    return { list: list.map(cells), total };
  };
  switch (list) {
    case 'company':
      return {
        header: ['companyCode', 'plantName', 'plantNo', 'countryName', 'accessType', 'goodsTypeList', 'companyLabel', 'recommended'],
        page: (page, limit) =>
          rowsOf(market.companyList({ ...common, area: common.countryCode, plantName: q.keywords, page, limit }), (r) => [
            r.companyCode,
            r.plantName,
            r.plantNo,
            r.countryName,
            r.accessType,
            r.goodsTypeList,
            r.companyLabel,
            r.promoteFlag === 1 ? 'yes' : 'no',
          ]),
      };
    case 'plant':
      return {
        header: ['plantNo', 'plantName', 'countryName', 'status', 'productMode', 'goodsTypeList'],
        page: (page, limit) =>
          rowsOf(
            market.plantList({ ...common, plantNo: q.keywords, status: q.status ? Number(q.status) : undefined, page, limit }),
            (r) => [r.plantNo, r.plantName, r.countryName, PLANT_STATUS_LABEL[r.status], r.productMode, r.goodsTypeList],
          ),
      };
    case 'product':
      return {
        header: ['goodsCode', 'enGoodsName', 'goodsName', 'goodsTypeName', 'categoryName', 'enCountryName', 'plantCount', 'plantNo'],
        page: (page, limit) =>
          rowsOf(lists.productList({ ...common, goodsName: q.keywords, page, limit }), (r) => [
            r.goodsCode,
            r.enGoodsName,
            r.goodsName,
            r.goodsTypeName,
            r.categoryName,
            r.enCountryName,
            r.plantCount,
            r.plantNo,
          ]),
      };
    case 'suspended':
      return {
        header: ['plantNo', 'plantName', 'countryName', 'goodsType', 'suspendDate', 'reason'],
        page: (page, limit) =>
          rowsOf(market.suspendedList({ ...common, plantNo: q.keywords, page, limit }), (r) => [
            r.plantNo,
            r.plantName,
            r.countryName,
            r.dicDetailName,
            r.suspendDate,
            r.reason,
          ]),
      };
    case 'animalDisease':
      return {
        header: ['countryName', 'areaName', 'plagueName', 'plagueContent', 'banDate', 'accessType'],
        page: (page, limit) =>
          rowsOf(
            lists.animalDiseaseList({
              page,
              limit,
              queryWord: q.keywords || undefined,
              countryCodeList: q.countryCode ? [q.countryCode] : undefined,
            }),
            (r) => [
              r.countryName,
              r.areaName,
              r.plagueName || r.plagueNameAlias,
              r.plagueContent || r.plagueContentAlias,
              r.banDate,
              r.accessType,
            ],
          ),
      };
    case 'consigneeList':
      return {
        header: ['credentialId', 'enName', 'companyName', 'customCode', 'customNameAlias', 'recordNum'],
        page: (page, limit) =>
          rowsOf(lists.consigneeList({ customCode: q.customCode || undefined, queryWord: q.keywords || undefined, page, limit }), (r) => [
            r.credentialId,
            r.enName,
            r.companyName,
            r.customCode,
            r.customNameAlias,
            r.recordNum,
          ]),
      };
  }
}

/** Streams a list's rows as CSV, at most MARKET_CSV_MAX_ROWS of them. */
export function marketCsvRoutes(http: CallRegistrar, market: MarketService, lists: MarketListsService) {
  http.handle(marketCalls.exportCsv, async ({ params, query }, { reply }) => {
    const source = sourceFor(params.list, query, market, lists);
    // The first chunk is read before answering, so a bad filter still fails as an envelope.
    const first = await source.page(1, CSV_CHUNK);
    const cap = Math.min(first.total, MARKET_CSV_MAX_ROWS);
    async function* lines() {
      yield `\uFEFF${csvLine(source.header)}`;
      let sent = 0;
      let chunk = first.list;
      for (let page = 1; chunk.length > 0 && sent < cap;) {
        const take = chunk.slice(0, cap - sent);
        yield take.map(csvLine).join('');
        sent += take.length;
        if (chunk.length < CSV_CHUNK) break;
        page += 1;
        if (sent < cap) chunk = (await source.page(page, CSV_CHUNK)).list;
      }
      if (first.total > cap) yield csvLine([`Stopped at ${cap} of ${first.total} rows: narrow the filters to download the rest.`]);
    }
    const filename = `${params.list}-${query.accessType}-${isoDate(new Date())}.csv`;
    return (
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-total-rows', String(first.total))
        .header('x-csv-row-cap', String(MARKET_CSV_MAX_ROWS))
        // The stream bypasses the response schema's serializer, which only documents the text.
        .send(Readable.from(lines()) as unknown as string)
    );
  });
}
