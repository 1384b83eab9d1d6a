import { marketCalls } from '../../../contracts/market/calls';
import { MARKET_CSV_MAX_ROWS, PLANT_STATUS_LABEL } from '../../../contracts/market/codes';
import type { Page } from '../../../contracts/core/envelope';
import { type DownloadSource, sendDownload } from '../../shared/downloads/index';
import type { CsvList, CsvQuery } from '../../../contracts/market/inputs';
import type { CallRegistrar } from '../../platform/calls';
import type { MarketListsService } from './lists-service';
import type { MarketService } from './service';
import { isoDate } from '../../../contracts/core/dates';

function sourceFor(list: CsvList, q: CsvQuery, market: MarketService, lists: MarketListsService): DownloadSource {
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

/** A list's rows as CSV, at most MARKET_CSV_MAX_ROWS of them (the shared download writer). */
export function marketCsvRoutes(http: CallRegistrar, market: MarketService, lists: MarketListsService) {
  http.handle(marketCalls.exportCsv, async ({ params, query }, { reply }) => {
    const source = sourceFor(params.list, query, market, lists);
    reply.header('x-csv-row-cap', String(MARKET_CSV_MAX_ROWS));
    return sendDownload(reply, source, {
      fileName: `${params.list}-${query.accessType}-${isoDate(new Date())}`,
      format: 'csv',
      maxRows: MARKET_CSV_MAX_ROWS,
    });
  });
}
