import { isoDate } from '../../../contracts/core/dates';
import type { Cadence } from '../../../contracts/data/codes';
import { isLate } from '../../../contracts/data/format';
import type { Freshness } from '../../../contracts/data/models';

/** Today as the freshness check reads it (UTC). */
export const todayIso = () => isoDate(new Date());

/** A table's source note: the sources of its latest rows (joined), the latest row's date, and whether that is late. */
export function freshnessOf(sources: readonly string[], asOf: string | null, cadence: Cadence): Freshness {
  const names = [...new Set(sources.filter(Boolean))].sort();
  const shown = asOf ? (cadence === 'monthly' ? asOf.slice(0, 7) : asOf.slice(0, 10)) : null;
  return { source: names.join(', ') || '-', asOf: shown, late: isLate(shown, cadence, todayIso()) };
}
