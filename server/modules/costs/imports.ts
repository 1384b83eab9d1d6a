import { inArray } from 'drizzle-orm';
import { COST_LIMITS } from '../../../contracts/costs/codes';
import type { Db } from '../../db/client';
import { exchangeRate } from '../../db/schema';
import { divRound, pow10, scaled, text } from './decimal';
import { rateText } from './presenters';
import { upsertRates, type ExchangeRateInsert } from './queries/rates';
import { findLine, upsertLine, type AdditionalDutyInsert, type AgreementRateInsert, type TariffLineInsert } from './queries/tariffs';

/**
 * The writes behind the exchange-rates and tariffs importers (server/importers/<kind>, docs/imports.md): each takes
 * the parsed rows of a file in file order and says what happened: new, changed or unchanged. A dry run only compares.
 */

interface Lined<T> {
  line: number;
  value: T;
}
export interface CostImportOutcome {
  imported: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; reason: string }[];
}

/** quote per EUR / base per EUR as a rate of base in quote, rounded half up to 4 decimals (USD/CNY = CNY / USD). */
export function crossRate(quotePerEur: string, basePerEur: string): string | null {
  const q = scaled(quotePerEur, COST_LIMITS.rateDecimals);
  const b = scaled(basePerEur, COST_LIMITS.rateDecimals);
  if (q === null || b === null || b === 0n) return null;
  return text(divRound(q * pow10(4), b), 4);
}

export type TariffImport = { line: TariffLineInsert; agreements: AgreementRateInsert[]; duties: AdditionalDutyInsert[] };

export function createCostImports(db: Db) {
  return {
    async rates(rows: Lined<ExchangeRateInsert[]>[], dryRun: boolean): Promise<CostImportOutcome> {
      const all = rows.flatMap((r) => r.value);
      const days = [...new Set(all.map((r) => r.rateDate))];
      const stored = new Map<string, string>();
      for (let i = 0; i < days.length; i += 500) {
        const found = await db
          .select()
          .from(exchangeRate)
          .where(inArray(exchangeRate.rateDate, days.slice(i, i + 500)));
        for (const r of found) stored.set(`${r.rateDate}|${r.source}|${r.base}|${r.quote}`, rateText(r.rate));
      }
      const outcome: CostImportOutcome = { imported: 0, updated: 0, unchanged: 0, rejected: [] };
      const write = new Map<string, ExchangeRateInsert>();
      for (const r of all) {
        const key = `${r.rateDate}|${r.source}|${r.base}|${r.quote}`;
        const before = stored.get(key);
        if (write.has(key)) continue;
        if (before === undefined) outcome.imported++;
        else if (before === rateText(r.rate)) {
          outcome.unchanged++;
          continue;
        } else outcome.updated++;
        write.set(key, r);
      }
      // No transaction: the run's progress is written beside it, and the embedded database has one connection.
      if (!dryRun && write.size) await upsertRates(db, [...write.values()]);
      return outcome;
    },

    async tariffs(rows: Lined<TariffImport>[], dryRun: boolean): Promise<CostImportOutcome> {
      const outcome: CostImportOutcome = { imported: 0, updated: 0, unchanged: 0, rejected: [] };
      const seen = new Set<string>();
      for (const { line, value } of rows) {
        if (seen.has(value.line.hsCode)) {
          outcome.rejected.push({ line, reason: `HS code ${value.line.hsCode} is repeated in the file` });
          continue;
        }
        seen.add(value.line.hsCode);
        const before = await findLine(db, value.line.hsCode);
        if (!before) outcome.imported++;
        else outcome.updated++;
        if (!dryRun) await upsertLine(db, value.line, value.agreements, value.duties);
      }
      return outcome;
    },
  };
}
