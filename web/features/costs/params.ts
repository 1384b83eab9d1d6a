import { COST_LIMITS, CURRENCIES, INCOTERMS, QUANTITY_UNITS } from '../../../contracts/costs/codes';

/** The calculator's address: what was entered, so a calculation is a link (and works without scripts). */
export interface CostParams {
  hs: string;
  origins: string[];
  qty: string;
  unit: (typeof QUANTITY_UNITS)[number];
  price: string;
  cur: (typeof CURRENCIES)[number];
  inc: (typeof INCOTERMS)[number];
  freight: string;
  insurance: string;
  oc: string;
  dc: string;
  cert: boolean;
  date: string;
  /** The form was sent: calculate. */
  sent: boolean;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

export function costParams(url: URL): CostParams {
  const q = url.searchParams;
  const text = (name: string, fallback = '') => (q.get(name) ?? fallback).trim().slice(0, 40);
  const origins = [1, 2, 3, 4]
    .map((n) => text(`o${n}`).toUpperCase())
    .filter((o) => /^[A-Z]{2}$/.test(o))
    .slice(0, COST_LIMITS.maxOrigins);
  return {
    hs: text('hs', '02023000'),
    origins: q.has('hs') ? [...new Set(origins)] : ['BR'],
    qty: text('qty', '27'),
    unit: oneOf(QUANTITY_UNITS, q.get('unit'), 't'),
    price: text('price', '5000'),
    cur: oneOf(CURRENCIES, q.get('cur'), 'USD'),
    inc: oneOf(INCOTERMS, q.get('inc'), 'CIF'),
    freight: text('freight'),
    insurance: text('insurance'),
    oc: text('oc'),
    dc: text('dc'),
    cert: q.get('cert') === '1',
    date: text('date'),
    sent: q.has('hs'),
  };
}

/** The calculation call's body for the address. */
export function calculationInput(p: CostParams) {
  const optional = (value: string) => (value === '' ? undefined : value);
  return {
    hsCode: p.hs,
    origins: p.origins,
    quantity: p.qty,
    unit: p.unit,
    price: p.price,
    currency: p.cur,
    incoterm: p.inc,
    freight: optional(p.freight),
    insurance: optional(p.insurance),
    originCharges: optional(p.oc),
    destinationCharges: optional(p.dc),
    certificateOfOrigin: p.cert,
    rateDate: optional(p.date),
  };
}
