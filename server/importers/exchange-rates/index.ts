import { CURRENCIES, HOME_CURRENCY } from '../../../contracts/costs/codes';
import { createCostImports, crossRate } from '../../modules/costs/index';
import { defineImporter } from '../core/index';
import { dayCell } from '../data-fields';

/**
 * `npm run import -- exchange-rates <file>` (docs/imports.md 'exchange-rates'): either the European Central Bank's
 * euro reference rates (eurofxref-hist.csv: Date, then one column per currency, N/A where there is none), stored as
 * EUR/CNY and each currency's cross to CNY (USD/CNY = CNY per EUR / USD per EUR, 4 decimals), or the portal's own
 * layout, one rate a row (date, base, quote, rate, source) for the People's Bank of China's central parity or a bank.
 */

export const ECB_SOURCE = 'ECB euro reference rates';
const FOREIGN = CURRENCIES.filter((c) => c !== HOME_CURRENCY && c !== 'EUR');
const RATE = /^\d+(\.\d{1,6})?$/;

type Key = 'date' | 'base' | 'quote' | 'rate' | 'source' | (typeof CURRENCIES)[number];

export const exchangeRatesImporter = defineImporter({
  kind: 'exchange-rates',
  title: 'Exchange rates',
  description:
    "Reference rates: the ECB's eurofxref-hist.csv (Date and a column per currency, crosses to CNY computed) or one rate a row (date, base, quote, rate, source)",
  columns: [
    { key: 'date', names: ['Date', '日期'], required: true },
    { key: 'base', names: ['base', 'base currency', '基础币种'] },
    { key: 'quote', names: ['quote', 'quote currency', '报价币种'] },
    { key: 'rate', names: ['rate', '汇率'] },
    { key: 'source', names: ['source', '来源'] },
    ...CURRENCIES.map((c) => ({ key: c, names: [c] })),
  ] as { key: Key; names: string[] }[],
  parse(row) {
    const v = row.values;
    const rateDate = dayCell(v.date);
    if (!rateDate) return { ok: false, reason: `Date is not a day: '${v.date ?? ''}'` };
    if (v.base !== undefined || v.rate !== undefined) {
      const base = v.base?.toUpperCase() ?? '';
      const quote = v.quote?.toUpperCase() ?? '';
      if (!(CURRENCIES as readonly string[]).includes(base)) return { ok: false, reason: `unknown base currency '${v.base ?? ''}'` };
      if (!(CURRENCIES as readonly string[]).includes(quote)) return { ok: false, reason: `unknown quote currency '${v.quote ?? ''}'` };
      if (base === quote) return { ok: false, reason: 'base and quote are the same currency' };
      if (!v.rate || !RATE.test(v.rate) || Number(v.rate) === 0)
        return { ok: false, reason: `rate is not a number above 0 with at most 6 decimals: '${v.rate ?? ''}'` };
      const source = v.source?.trim();
      if (!source) return { ok: false, reason: 'source is missing' };
      return { ok: true, value: [{ rateDate, base, quote, rate: v.rate, source }] };
    }
    const cny = v.CNY;
    if (!cny || !RATE.test(cny)) return { ok: false, reason: `no CNY rate on ${rateDate}: crosses to CNY cannot be computed` };
    const rates = [{ rateDate, base: 'EUR', quote: HOME_CURRENCY, rate: cny, source: ECB_SOURCE }];
    for (const currency of FOREIGN) {
      const perEur = v[currency];
      if (!perEur || !RATE.test(perEur)) continue; // N/A: the ECB published none that day.
      const cross = crossRate(cny, perEur);
      if (cross) rates.push({ rateDate, base: currency, quote: HOME_CURRENCY, rate: cross, source: ECB_SOURCE });
    }
    return { ok: true, value: rates };
  },
  apply: (rows, ctx) => createCostImports(ctx.db).rates(rows, ctx.dryRun),
});
