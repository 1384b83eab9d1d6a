import { isoDate } from '../../../contracts/core/dates';
import { DATA_MSG } from '../../../contracts/data/codes';
import { floor2, percentText } from '../../../contracts/data/format';
import type { CashPriceQuery, QuotePageQuery, UnapprovedQuery } from '../../../contracts/data/inputs';
import type { DataPage, MeatPriceRow, QuoteRow, SecurityQuote, Tendency, UnapprovedRow } from '../../../contracts/data/models';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/envelope';
import { freshnessOf } from './freshness';
import { nameInLang } from '../../../contracts/core/languages';
import * as prices from './queries/prices';
import * as securities from './queries/securities';
import * as unapproved from './queries/unapproved';

const firstOfMonth = (month: string | undefined) => (month ? `${month.slice(0, 7)}-01` : undefined);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

/** The tables of the data pages other than the customs statistics: prices, unapproved shipments, futures and indexes. */
export function createMarkets(db: Db) {
  return {
    async quotes(q: QuotePageQuery): Promise<DataPage<QuoteRow>> {
      const day = await prices.latestDay(db, q.parentProductName, undefined, q.quoteDate);
      const asked = q.quoteDate ?? day;
      const rows = day && asked === day ? await prices.quotesOfDay(db, q.parentProductName, day, q.productName) : [];
      let list: QuoteRow[] = rows.map((r) => {
        const value = r.avgPrice ?? (r.lowPrice !== null && r.highPrice !== null ? (r.lowPrice + r.highPrice) / 2 : null);
        return {
          id: r.id,
          quoteDate: isoDate(r.quoteDate),
          productName: r.productName,
          quoteValue: value === null ? null : floor2(value),
          changePercentage: value !== null && r.prev ? percentText(((value - r.prev) / r.prev) * 100) : '-',
          lowPrice: r.lowPrice,
          highPrice: r.highPrice,
          place: r.place,
          specInfo: r.specInfo,
        };
      });
      if (q.sortField) {
        const field = q.sortField;
        const key = (r: QuoteRow) => (field === 'productName' ? r.productName : field === 'quoteValue' ? (r.quoteValue ?? -Infinity) : Number.parseFloat(r.changePercentage) || 0);
        const dir = q.sortOrder === 'descend' ? -1 : 1;
        list = [...list].sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          return (typeof x === 'string' ? x.localeCompare(String(y)) : x - (y as number)) * dir;
        });
      }
      const total = list.length;
      list = list.slice((q.page - 1) * q.limit, q.page * q.limit);
      // The source note speaks of the day shown (or, when the asked day has none, of the latest day there is).
      return { list, total, ...freshnessOf([...new Set(rows.map((r) => r.source))], day, 'daily') };
    },

    async meatPrices(q: CashPriceQuery): Promise<DataPage<MeatPriceRow>> {
      const latest = await prices.latestDay(db, 'Meat', q.noEntryGoodsTypeCode, q.endDate);
      const filter = q.getLastDate
        ? { productType: q.noEntryGoodsTypeCode, from: latest ?? undefined, to: latest ?? undefined }
        : { productType: q.noEntryGoodsTypeCode, from: q.startDate, to: q.endDate };
      const { rows, total } =
        q.getLastDate && !latest ? { rows: [], total: 0 } : await prices.pageMeatPrices(db, filter, q.page, q.limit);
      const list = rows.map(({ source: _s, countryNameZh, ...r }) => ({
        ...r,
        countryName: nameInLang(q.lang, r.countryName, countryNameZh),
        quoteDate: isoDate(r.quoteDate),
      }));
      return { list, total, ...freshnessOf([...new Set(rows.map((r) => r.source))], rows[0] ? isoDate(rows[0].quoteDate) : latest, 'daily') };
    },

    async unapproved(q: UnapprovedQuery & { page: number; limit: number }): Promise<DataPage<UnapprovedRow>> {
      const filter = {
        productType: q.productType,
        keyText: q.keyText,
        fromMonth: firstOfMonth(q.publishStartDate),
        toMonth: firstOfMonth(q.publishEndDate),
      };
      const { rows, total, latestMonth } = await unapproved.pageUnapproved(db, filter, q.page, q.limit);
      const sources = latestMonth ? await unapproved.sourceOfMonth(db, filter, latestMonth) : [];
      const list = rows.map(({ reportMonth, source: _s, originCountryZh, ...r }) => ({
        ...r,
        originCountry: nameInLang(q.lang, r.originCountry, originCountryZh),
        showPublishDate: String(reportMonth).slice(0, 7),
      }));
      return { list, total, ...freshnessOf(sources, latestMonth, 'monthly') };
    },

    async latest(kind: 'FUTURE' | 'INDEX'): Promise<DataPage<SecurityQuote>> {
      const rows = await securities.latestOfKind(db, kind);
      const list = rows.map((r) => {
        const close = Number(r.close);
        const prev = num(r.prev_close);
        return {
          securityCode: r.code,
          securityCodeShort: r.short_code,
          englishName: r.english_name,
          weightUnitSymbol: r.weight_unit_symbol,
          lastPrice: close,
          high: Number(r.high),
          low: Number(r.low),
          open: Number(r.open),
          rtPxChgPct1d: prev ? round(((close - prev) / prev) * 100, 2) : null,
          rtPxChgNet1d: prev !== null ? round(close - prev, 2) : null,
          pxSettleActualRt: num(r.settle),
          prevSesLastPrice: prev,
          ask: null,
          createTime: new Date(r.created_at).toISOString(),
          tradingDtRealtime: isoDate(r.trade_date),
          volume: num(r.volume),
          openInterest: num(r.open_interest),
          source: r.source,
        };
      });
      const asOf = list.map((r) => r.tradingDtRealtime).sort().at(-1) ?? null;
      return { list, total: list.length, ...freshnessOf(list.filter((r) => r.tradingDtRealtime === asOf).map((r) => r.source), asOf, 'daily') };
    },

    async tendency(kind: 'FUTURE' | 'INDEX', code: string, days: number): Promise<Tendency> {
      const found = await securities.findSecurity(db, code);
      if (!found || found.kind !== kind) throw notFound(DATA_MSG.unknownSecurity);
      const bars = await securities.lastBars(db, code, days);
      const list = bars.map((b) => ({
        tradeDate: isoDate(b.tradeDate),
        open: b.open,
        high: b.high,
        low: b.low,
        close: b.close,
        settle: b.settle,
        volume: b.volume,
        openInterest: b.openInterest,
      }));
      const last = bars.at(-1);
      return {
        list,
        total: list.length,
        securityCode: found.code,
        englishName: found.englishName,
        weightUnitSymbol: found.weightUnitSymbol,
        kind: found.kind,
        ...freshnessOf(last ? [last.source] : [], last ? isoDate(last.tradeDate) : null, 'daily'),
      };
    },
  };
}
export type Markets = ReturnType<typeof createMarkets>;
