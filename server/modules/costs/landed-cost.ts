import {
  COST_LIMITS,
  ENTERED_SOURCE,
  INCOTERM_NEEDS,
  AGREEMENTS,
  type CostLineKey,
  type DutyBasis,
  type Incoterm,
  type QuantityUnit,
} from '../../../contracts/costs/codes';
import { applyBp, divRound, pow10, scaled, text } from './decimal';

/**
 * The landed cost of one shipment from one origin, as a pure function of the facts loaded for it (docs/costs.md):
 * customs value (CIF) in CNY at the day's rate, the duty that applies (MFN, a provisional rate in force, or an
 * agreement's rate with a certificate of origin for its members, whichever is lowest), additional duties in force on
 * the origin, import VAT on customs value plus duties, and charges in China. Amounts are integers of cents/fen.
 */

export interface TariffFacts {
  hsCode: string;
  mfnRateBp: number;
  provisionalRateBp: number | null;
  provisionalFrom: string | null;
  provisionalTo: string | null;
  vatRateBp: number;
  source: string;
  asOf: string;
  agreements: readonly { agreement: string; rateBp: number }[];
  additionalDuties: readonly { origin: string; rateBp: number; validFrom: string; validTo: string | null; source: string; asOf: string }[];
}

/** 1 unit of the quote currency = `rate` CNY (decimal text, up to 6 decimals), as published on `date` by `source`. */
export interface RateFact {
  rate: string;
  date: string;
  source: string;
}

export interface Shipment {
  origin: string;
  quantity: string;
  unit: QuantityUnit;
  /** A unit's price in the quote currency. */
  price: string;
  incoterm: Incoterm;
  /** Totals in the quote currency; left out when the Incoterm includes them (insurance: a default rate). */
  freight?: string | undefined;
  insurance?: string | undefined;
  originCharges?: string | undefined;
  /** Port charges and delivery in China, in CNY. */
  destinationCharges?: string | undefined;
  certificateOfOrigin: boolean;
  /** The day the duties are judged on (and the rate's day). */
  day: string;
}

export interface CostLine {
  key: CostLineKey;
  cny: string;
  quote: string;
  perUnitCny: string;
  perUnitQuote: string;
  /** The rate applied, in basis points, for duties and VAT. */
  rateBp: number | null;
  basis: DutyBasis | null;
  agreement: string | null;
  source: string;
  asOf: string;
}

export interface DutyChoice {
  rateBp: number;
  basis: DutyBasis;
  agreement: string | null;
  /** An agreement rate lower than the one applied that a certificate of origin would give. */
  withCertificate: { agreement: string; rateBp: number } | null;
}

const inForce = (day: string, from: string | null, to: string | null) => (!from || from <= day) && (!to || day <= to);

/** The duty rate for a line, origin and day: the provisional rate in force replaces MFN; an agreement's rate applies when lower, with a certificate of origin, for its members. */
export function chooseDuty(tariff: TariffFacts, origin: string, day: string, certificate: boolean): DutyChoice {
  const provisional = tariff.provisionalRateBp !== null && inForce(day, tariff.provisionalFrom, tariff.provisionalTo);
  let choice: DutyChoice = provisional
    ? { rateBp: tariff.provisionalRateBp!, basis: 'PROVISIONAL', agreement: null, withCertificate: null }
    : { rateBp: tariff.mfnRateBp, basis: 'MFN', agreement: null, withCertificate: null };
  const open = tariff.agreements
    .filter((a) => AGREEMENTS[a.agreement]?.includes(origin) && a.rateBp < choice.rateBp)
    .sort((a, b) => a.rateBp - b.rateBp || a.agreement.localeCompare(b.agreement));
  const best = open[0];
  if (!best) return choice;
  if (certificate) choice = { rateBp: best.rateBp, basis: 'AGREEMENT', agreement: best.agreement, withCertificate: null };
  else choice = { ...choice, withCertificate: { agreement: best.agreement, rateBp: best.rateBp } };
  return choice;
}

export interface LandedCost {
  origin: string;
  duty: DutyChoice;
  lines: CostLine[];
}

const CENTS = 2;
const RATE_SCALE = COST_LIMITS.rateDecimals;
const QTY_SCALE = COST_LIMITS.quantityDecimals;
const PRICE_SCALE = COST_LIMITS.priceDecimals;

function must(value: bigint | null, what: string): bigint {
  if (value === null) throw new Error(`landed cost: ${what} is not a decimal of its scale`);
  return value;
}

export function landedCost(shipment: Shipment, tariff: TariffFacts, rate: RateFact): LandedCost {
  const needs = INCOTERM_NEEDS[shipment.incoterm];
  const qty = must(scaled(shipment.quantity, QTY_SCALE), 'quantity');
  const price = must(scaled(shipment.price, PRICE_SCALE), 'price');
  const fx = must(scaled(rate.rate, RATE_SCALE), 'rate');
  const cents = (value: string | undefined, what: string) => (value === undefined ? 0n : must(scaled(value, CENTS), what));
  // Quote currency, in cents.
  const goods = divRound(qty * price, pow10(QTY_SCALE + PRICE_SCALE - CENTS));
  const freight = needs.freight ? cents(shipment.freight, 'freight') : 0n;
  const originCharges = needs.originCharges ? cents(shipment.originCharges, 'origin charges') : 0n;
  const insuranceEntered = needs.insurance && shipment.insurance !== undefined;
  const insurance = !needs.insurance
    ? 0n
    : insuranceEntered
      ? cents(shipment.insurance, 'insurance')
      : applyBp(goods + freight + originCharges, COST_LIMITS.defaultInsuranceBp);
  const customsQuote = goods + freight + insurance + originCharges;
  // CNY, in fen: the customs value is converted once, as a whole.
  const toCny = (quoteCents: bigint) => divRound(quoteCents * fx, pow10(RATE_SCALE));
  const toQuote = (fen: bigint) => divRound(fen * pow10(RATE_SCALE), fx);
  const customs = toCny(customsQuote);
  const duty = chooseDuty(tariff, shipment.origin, shipment.day, shipment.certificateOfOrigin);
  const dutyFen = applyBp(customs, duty.rateBp);
  const extra = tariff.additionalDuties.filter((d) => d.origin === shipment.origin && inForce(shipment.day, d.validFrom, d.validTo));
  const extraBp = extra.reduce((sum, d) => sum + d.rateBp, 0);
  const extraFen = applyBp(customs, extraBp);
  const vat = applyBp(customs + dutyFen + extraFen, tariff.vatRateBp);
  const destination = cents(shipment.destinationCharges, 'destination charges');
  const landed = customs + dutyFen + extraFen + vat + destination;

  const perUnit = (amount: bigint) => text(divRound(amount * pow10(QTY_SCALE), qty), CENTS);
  const entered = { source: ENTERED_SOURCE, asOf: shipment.day };
  const atRate = { source: rate.source, asOf: rate.date };
  const tariffSource = { source: tariff.source, asOf: tariff.asOf };
  const none = { rateBp: null, basis: null, agreement: null };
  const lines: CostLine[] = [];
  type About = Omit<CostLine, 'key' | 'cny' | 'quote' | 'perUnitCny' | 'perUnitQuote'>;
  const line = (key: CostLineKey, fen: bigint, quoteCents: bigint, about: About) =>
    lines.push({
      key,
      cny: text(fen, CENTS),
      quote: text(quoteCents, CENTS),
      perUnitCny: perUnit(fen),
      perUnitQuote: perUnit(quoteCents),
      ...about,
    });
  const quoted = (key: CostLineKey, amount: bigint, about: About = { ...none, ...entered }) => line(key, toCny(amount), amount, about);
  const inCny = (key: CostLineKey, fen: bigint, about: About) => line(key, fen, toQuote(fen), about);

  quoted('goods', goods);
  if (needs.freight) quoted('freight', freight);
  if (needs.insurance)
    quoted(
      'insurance',
      insurance,
      insuranceEntered ? { ...none, ...entered } : { ...none, rateBp: COST_LIMITS.defaultInsuranceBp, ...entered },
    );
  if (needs.originCharges) quoted('originCharges', originCharges);
  inCny('customsValue', customs, { ...none, ...atRate });
  inCny('duty', dutyFen, { rateBp: duty.rateBp, basis: duty.basis, agreement: duty.agreement, ...tariffSource });
  if (extra.length) {
    const latest = [...extra].sort((a, b) => b.asOf.localeCompare(a.asOf))[0]!;
    inCny('additionalDuty', extraFen, { ...none, rateBp: extraBp, source: latest.source, asOf: latest.asOf });
  }
  inCny('vat', vat, { ...none, rateBp: tariff.vatRateBp, ...tariffSource });
  if (shipment.destinationCharges !== undefined) inCny('destinationCharges', destination, { ...none, ...entered });
  inCny('landed', landed, { ...none, ...atRate });
  return { origin: shipment.origin, duty, lines };
}
