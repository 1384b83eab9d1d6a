import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_TYPES, MARKET_CSV_MAX_ROWS, PLANT_STATUS_LABEL } from '../../../contracts/codes';
import type { Page } from '../../../contracts/envelope';
import type { MarketListsService } from './lists-service';
import type { MarketService } from './service';

/** Rows fetched per query while streaming: the file grows as the pages arrive. */
const CSV_CHUNK = 1_000;

/** The page's own URL query: a download holds what the list on screen selects, every page of it. */
export const csvQuery = z.object({
  accessType: z.enum(ACCESS_TYPES).default('201'),
  countryCode: z.string().regex(/^([A-Z]{2})?$/, 'must be a two-letter ISO 3166-1 code').optional(),
  keywords: z.string().trim().max(100).optional(),
  status: z.enum(['', '0', '1', '2']).optional(),
  goodsType: z.string().regex(/^[A-Z_]{0,32}$/, 'must be a goods type code').optional(),
  customCode: z.string().regex(/^(\d{4})?$/, 'must be a four-digit customs code').optional(),
});
type CsvQuery = z.infer<typeof csvQuery>;

export const CSV_LISTS = ['company', 'plant', 'product', 'suspended', 'animalDisease', 'consigneeList'] as const;
type CsvList = (typeof CSV_LISTS)[number];

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
            r.companyCode, r.plantName, r.plantNo, r.countryName, r.accessType, r.goodsTypeList, r.companyLabel, r.promoteFlag === 1 ? 'yes' : 'no',
          ]),
      };
    case 'plant':
      return {
        header: ['plantNo', 'plantName', 'countryName', 'status', 'productMode', 'goodsTypeList'],
        page: (page, limit) =>
          rowsOf(market.plantList({ ...common, plantNo: q.keywords, status: q.status ? Number(q.status) : undefined, page, limit }), (r) => [
            r.plantNo, r.plantName, r.countryName, PLANT_STATUS_LABEL[r.status], r.productMode, r.goodsTypeList,
          ]),
      };
    case 'product':
      return {
        header: ['goodsCode', 'enGoodsName', 'goodsName', 'goodsTypeName', 'categoryName', 'enCountryName', 'plantCount', 'plantNo'],
        page: (page, limit) =>
          rowsOf(lists.productList({ ...common, goodsName: q.keywords, page, limit }), (r) => [
            r.goodsCode, r.enGoodsName, r.goodsName, r.goodsTypeName, r.categoryName, r.enCountryName, r.plantCount, r.plantNo,
          ]),
      };
    case 'suspended':
      return {
        header: ['plantNo', 'plantName', 'countryName', 'goodsType', 'suspendDate', 'reason'],
        page: (page, limit) =>
          rowsOf(market.suspendedList({ ...common, plantNo: q.keywords, page, limit }), (r) => [
            r.plantNo, r.plantName, r.countryName, r.dicDetailName, r.suspendDate, r.reason,
          ]),
      };
    case 'animalDisease':
      return {
        header: ['countryName', 'areaName', 'plagueName', 'plagueContent', 'banDate', 'accessType'],
        page: (page, limit) =>
          rowsOf(
            lists.animalDiseaseList({ page, limit, queryWord: q.keywords || undefined, countryCodeList: q.countryCode ? [q.countryCode] : undefined }),
            (r) => [r.countryName, r.areaName, r.plagueName || r.plagueNameAlias, r.plagueContent || r.plagueContentAlias, r.banDate, r.accessType],
          ),
      };
    case 'consigneeList':
      return {
        header: ['credentialId', 'enName', 'companyName', 'customCode', 'customNameAlias', 'recordNum'],
        page: (page, limit) =>
          rowsOf(lists.consigneeList({ customCode: q.customCode || undefined, queryWord: q.keywords || undefined, page, limit }), (r) => [
            r.credentialId, r.enName, r.companyName, r.customCode, r.customNameAlias, r.recordNum,
          ]),
      };
  }
}

/** Streams a list's rows as CSV, at most MARKET_CSV_MAX_ROWS of them. */
export async function marketCsvRoutes(fastify: FastifyInstance, market: MarketService, lists: MarketListsService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/market/export/:list',
    {
      schema: {
        tags: ['market'],
        summary: `CSV of every row a market list's filters select (the page's own query), at most ${MARKET_CSV_MAX_ROWS} rows; x-total-rows gives the full count`,
        params: z.object({ list: z.enum(CSV_LISTS) }),
        querystring: csvQuery,
        // Documented as text; the answer is streamed as text/csv (a file, not the envelope).
        response: { 200: z.string().describe('CSV text, UTF-8 with a byte-order mark') },
      },
    },
    async (request, reply) => {
      const source = sourceFor(request.params.list, request.query, market, lists);
      // The first chunk is read before answering, so a bad filter still fails as an envelope.
      const first = await source.page(1, CSV_CHUNK);
      const cap = Math.min(first.total, MARKET_CSV_MAX_ROWS);
      async function* lines() {
        yield `\uFEFF${csvLine(source.header)}`;
        let sent = 0;
        let chunk = first.list;
        for (let page = 1; chunk.length > 0 && sent < cap; ) {
          const take = chunk.slice(0, cap - sent);
          yield take.map(csvLine).join('');
          sent += take.length;
          if (chunk.length < CSV_CHUNK) break;
          page += 1;
          if (sent < cap) chunk = (await source.page(page, CSV_CHUNK)).list;
        }
        if (first.total > cap) yield csvLine([`Stopped at ${cap} of ${first.total} rows: narrow the filters to download the rest.`]);
      }
      const filename = `${request.params.list}-${request.query.accessType}-${new Date().toISOString().slice(0, 10)}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-total-rows', String(first.total))
        .header('x-csv-row-cap', String(MARKET_CSV_MAX_ROWS))
        // The stream bypasses the response schema's serializer, which only documents the text.
        .send(Readable.from(lines()) as unknown as string);
    },
  );
}
