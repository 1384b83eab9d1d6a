import { AGREEMENTS } from '../../../contracts/costs/codes';
import { isoTime } from '../../../contracts/core/dates';
import type { Calculation, ExchangeRateView, SavedCalculation, TariffLineView } from '../../../contracts/costs/models';
import type { TariffFacts } from './landed-cost';
import type { ExchangeRateRow } from './queries/rates';
import type { SavedRow } from './queries/saved';
import type { TariffLineFull } from './queries/tariffs';

/** A stored rate ('7.100000') without its trailing zeros ('7.1'). */
export const rateText = (rate: string) => (rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate);

export const presentRate = (row: ExchangeRateRow): ExchangeRateView => ({
  date: row.rateDate,
  base: row.base,
  quote: row.quote,
  rate: rateText(row.rate),
  source: row.source,
});

export const tariffFacts = (line: TariffLineFull): TariffFacts => ({
  hsCode: line.hsCode,
  mfnRateBp: line.mfnRateBp,
  provisionalRateBp: line.provisionalRateBp,
  provisionalFrom: line.provisionalFrom,
  provisionalTo: line.provisionalTo,
  vatRateBp: line.vatRateBp,
  source: line.source,
  asOf: line.asOf,
  agreements: line.agreements,
  additionalDuties: line.additionalDuties,
});

export const presentLine = (line: TariffLineFull): TariffLineView => ({
  hsCode: line.hsCode,
  descriptionEn: line.descriptionEn,
  descriptionZh: line.descriptionZh,
  unit: line.unit,
  mfnRateBp: line.mfnRateBp,
  provisionalRateBp: line.provisionalRateBp,
  provisionalFrom: line.provisionalFrom,
  provisionalTo: line.provisionalTo,
  vatRateBp: line.vatRateBp,
  agreements: line.agreements.map((a) => ({ agreement: a.agreement, rateBp: a.rateBp, members: [...(AGREEMENTS[a.agreement] ?? [])] })),
  additionalDuties: line.additionalDuties.map((d) => ({
    origin: d.origin,
    rateBp: d.rateBp,
    validFrom: d.validFrom,
    validTo: d.validTo,
    source: d.source,
  })),
  source: line.source,
  asOf: line.asOf,
  demo: line.demo,
});

export const presentSaved = (row: SavedRow): SavedCalculation => ({
  id: row.id,
  title: row.title,
  input: row.input as Record<string, unknown>,
  result: row.result as Calculation,
  createdAt: isoTime(row.createdAt)!,
});
