import { DATA_SOURCES } from '../../../contracts/data/codes';
import { createDataImports } from '../../modules/data/index';
import { defineImporter, type ImportContext } from '../core/index';
import { dayCell, numbers } from '../data-fields';

/** Daily bars of one future or index, one security per file (its code from --code): shared by both kinds. */
const BAR_COLUMNS = [
  { key: 'date', names: ['date', 'trade_date', 'trade date', 'tradeDate', '日期', '交易日期'], required: true },
  { key: 'open', names: ['open', 'open price', '开盘价', '开盘'], required: true },
  { key: 'high', names: ['high', 'high price', '最高价', '最高'], required: true },
  { key: 'low', names: ['low', 'low price', '最低价', '最低'], required: true },
  { key: 'close', names: ['close', 'close price', '收盘价', '收盘'], required: true },
  { key: 'settle', names: ['settle', 'settlement', 'settlement price', '结算价'] },
  { key: 'volume', names: ['volume', 'vol', '成交量'] },
  { key: 'openInterest', names: ['open interest', 'open_interest', 'openInterest', 'oi', 'hold', '持仓量'] },
] as const;
type BarKey = (typeof BAR_COLUMNS)[number]['key'];

export function barImporter(kind: 'futures' | 'index') {
  const securityKind = kind === 'futures' ? 'FUTURE' : 'INDEX';
  return defineImporter({
    kind,
    title: kind === 'futures' ? 'Futures daily bars' : 'Index daily values',
    description:
      kind === 'futures'
        ? 'Daily open, high, low, close, settle, volume and open interest of one future (--code, e.g. LH), as the Dalian Commodity Exchange publishes them'
        : 'Daily open, high, low and close of one index (--code, e.g. AGRI)',
    needsCode: true,
    columns: BAR_COLUMNS,
    parse(row) {
      const tradeDate = dayCell(row.values.date);
      if (!tradeDate) return { ok: false, reason: `date is not a day: '${row.values.date ?? ''}'` };
      const read = numbers<BarKey>(
        row.values,
        ['open', 'high', 'low', 'close', 'settle', 'volume', 'openInterest'],
        ['open', 'high', 'low', 'close'],
      );
      if (!read.ok) return read;
      const { open, high, low, close, settle, volume, openInterest } = read.values as Record<BarKey, number>;
      if (high < Math.max(open, close, low) || low > Math.min(open, close))
        return { ok: false, reason: 'high and low do not enclose open and close' };
      // Exchanges write 0 for a settle they have not published: missing, not zero.
      return {
        ok: true,
        value: {
          tradeDate,
          open,
          high,
          low,
          close,
          settle: settle ? settle : null,
          volume: volume ?? null,
          openInterest: openInterest ?? null,
        },
      };
    },
    async apply(rows, ctx: ImportContext) {
      const data = createDataImports(ctx.db);
      const code = ctx.code!;
      const found = await data.ensureSecurity(code, securityKind, ctx.dryRun);
      if (!found) {
        const reason = `${code} is ${securityKind === 'FUTURE' ? 'an index' : 'a future'} on the portal, not ${securityKind === 'FUTURE' ? 'a future' : 'an index'}`;
        return { imported: 0, updated: 0, unchanged: 0, rejected: rows.map((r) => ({ line: r.line, reason })) };
      }
      const source = DATA_SOURCES.dce;
      return data.bars(
        rows.map((r) => ({ line: r.line, value: { ...r.value, securityCode: code, source } })),
        ctx.dryRun,
      );
    },
  });
}
