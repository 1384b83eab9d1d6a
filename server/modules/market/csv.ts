import { marketCalls } from '../../../contracts/market/calls';
import { translator } from '../../../contracts/core/i18n';
import { langOf, languageOfLang, type Language } from '../../../contracts/core/languages';
import { marketDataMessages, plantStatusKey } from '../../../contracts/market/messages';
import { MARKET_CSV_MAX_ROWS } from '../../../contracts/market/codes';
import type { Page } from '../../../contracts/core/envelope';
import {
  type Cell,
  type DownloadColumn,
  downloadColumns,
  downloadMessages,
  type DownloadSource,
  sendDownload,
} from '../../shared/downloads/index';
import { requestLanguage } from '../../platform/language';
import type { CsvList, CsvQuery } from '../../../contracts/market/inputs';
import type { CallRegistrar } from '../../platform/calls';
import type { MarketListsService } from './lists-service';
import type { MarketService } from './service';
import { isoDate } from '../../../contracts/core/dates';
import { XLSX_MAX_ROWS } from '../../../contracts/downloads/formats';

/** A list's rows with the columns its page shows, in its order (a two-line cell is two columns). */
function sourceFor(list: CsvList, q: CsvQuery, market: MarketService, lists: MarketListsService, language: Language): DownloadSource {
  const c = downloadColumns(language);
  const yesNo = (yes: boolean) => translator(language, downloadMessages)(yes ? 'file.yes' : 'file.no');
  // Names in the asked language (lang in the page's own query), else the request's.
  const lang = q.lang ?? langOf(language);
  const data = translator(languageOfLang(lang), marketDataMessages);
  const common = { accessType: q.accessType, countryCode: q.countryCode || undefined, goodsType: q.goodsType || undefined, lang };
  const rowsOf = async <T>(p: Promise<Page<T>>, cells: (row: T) => Cell[]) => {
    const { list, total } = await p;
    return { list: list.map(cells), total };
  };
  const text = (header: string): DownloadColumn => ({ header });
  const date = (header: string): DownloadColumn => ({ header, kind: 'date' });
  switch (list) {
    case 'company':
      // The company cards: name, country, Reg.No., label and 'Recommended'.
      return {
        columns: [text(c.company), text(c.countryName), text(c.plantNo), text(c.companyLabel), text(c.recommended)],
        page: (page, limit) =>
          rowsOf(market.companyList({ ...common, area: common.countryCode, plantName: q.keywords, page, limit }), (r) => [
            r.plantName,
            r.countryName,
            r.plantNo,
            r.companyLabel,
            yesNo(r.promoteFlag === 1),
          ]),
      };
    case 'plant':
      return {
        columns: [text(c.plantName), text(c.plantNo), text(c.countryName), text(c.productMode), text(c.status)],
        page: (page, limit) =>
          rowsOf(
            market.plantList({ ...common, plantNo: q.keywords, status: q.status ? Number(q.status) : undefined, page, limit }),
            (r) => [r.plantName, r.plantNo, r.countryName, r.productMode, data(`plantStatus.${plantStatusKey(r.status)}`)],
          ),
      };
    case 'product': {
      // The page names a product in the reader's language first, then in the other one.
      const chinese = lang === 'zh_cn';
      return {
        columns: [
          text(chinese ? c.goodsName : c.enGoodsName),
          text(chinese ? c.enGoodsName : c.goodsName),
          text(c.goodsTypeName),
          text(c.countryName),
          text(c.plantNo),
        ],
        page: (page, limit) =>
          rowsOf(lists.productList({ ...common, goodsName: q.keywords, page, limit }), (r) => [
            chinese ? r.goodsName : r.enGoodsName,
            chinese ? r.enGoodsName : r.goodsName,
            r.goodsTypeName,
            r.enCountryName,
            r.plantNo ? r.plantNo.split('、') : null,
          ]),
      };
    }
    case 'suspended':
      return {
        columns: [text(c.plantNo), text(c.plantName), text(c.countryName), text(c.goodsType), date(c.suspendDate), text(c.reason)],
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
        columns: [text(c.countryName), text(c.areaName), text(c.plagueName), text(c.plagueContent), date(c.banDate)],
        page: (page, limit) =>
          rowsOf(
            lists.animalDiseaseList({
              page,
              limit,
              queryWord: q.keywords || undefined,
              countryCodeList: q.countryCode ? [q.countryCode] : undefined,
              lang,
            }),
            (r) => [
              r.countryName,
              r.areaName,
              // plagueNameAlias and plagueContentAlias are the Chinese ones.
              lang === 'zh_cn' ? r.plagueNameAlias || r.plagueName : r.plagueName || r.plagueNameAlias,
              lang === 'zh_cn' ? r.plagueContentAlias || r.plagueContent : r.plagueContent || r.plagueContentAlias,
              r.banDate,
            ],
          ),
      };
    case 'consigneeList': {
      // companyName is the registered Chinese name, enName the English one; the page shows the reader's first.
      const chinese = lang === 'zh_cn';
      // The district as the page names it: customName is its Chinese name, customNameAlias its English one.
      const ports = lists
        .customsPorts()
        .then(({ list }) => new Map(list.map((p) => [p.customCode, chinese ? p.customName : p.customNameAlias])));
      return {
        columns: [text(c.consignee), text(c.consigneeOther), text(c.credentialId), text(c.port), text(c.recordNum)],
        page: async (page, limit) => {
          const portOf = await ports;
          return rowsOf(
            lists.consigneeList({ customCode: q.customCode || undefined, queryWord: q.keywords || undefined, page, limit }),
            (r) => [
              chinese ? r.companyName : r.enName,
              chinese ? r.enName : r.companyName,
              r.credentialId,
              `${portOf.get(r.customCode) ?? r.customNameAlias} (${r.customCode})`,
              r.recordNum,
            ],
          );
        },
      };
    }
  }
}

/**
 * A list's rows as CSV (at most MARKET_CSV_MAX_ROWS) or .xlsx (at most XLSX_MAX_ROWS), written by the shared download
 * writer with the list's source and as-of date in the file.
 */
export function marketCsvRoutes(http: CallRegistrar, market: MarketService, lists: MarketListsService) {
  http.handle(marketCalls.exportCsv, async ({ params, query }, { request, reply }) => {
    const language = query.lang ? languageOfLang(query.lang) : requestLanguage(request);
    const source = sourceFor(params.list, query, market, lists, language);
    const fresh = await lists.sourceOfList(params.list, query.accessType, language);
    const filters = Object.entries(query)
      .filter(([key, value]) => key !== 'lang' && key !== 'format' && value !== undefined && value !== '')
      .map(([key, value]) => `${key}=${String(value)}`)
      .join('; ');
    const maxRows = query.format === 'xlsx' ? XLSX_MAX_ROWS : MARKET_CSV_MAX_ROWS;
    reply.header('x-csv-row-cap', String(maxRows));
    return sendDownload(reply, source, {
      fileName: `${params.list}-${query.accessType}-${isoDate(new Date())}`,
      format: query.format,
      maxRows,
      language,
      about: () => ({ title: translator(language, downloadMessages)(`tables.${params.list}`), ...fresh, filters }),
    });
  });
}
