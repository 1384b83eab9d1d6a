import { COST_LIMITS, CURRENCIES, INCOTERMS, QUANTITY_UNITS, tariffKeywordOf } from '../../../contracts/costs/codes';

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
  /** A saved calculation being recalculated: its answer as saved is shown beside today's. */
  recalc: number | null;
  /** A product word from a link (plant, product, lead pages): the form opens on the first tariff line it finds. */
  product: string;
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
    origins: q.has('hs') || origins.length ? [...new Set(origins)] : ['BR'],
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
    recalc: /^\d{1,9}$/.test(q.get('recalc') ?? '') ? Number(q.get('recalc')) : null,
    product: text('product'),
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

/** The page's address for a saved input, without its day (today's rates apply): what 'Recalculate' opens. */
export function recalculateHref(id: number, input: Record<string, unknown>): string {
  const q = new URLSearchParams();
  const put = (name: string, value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number') q.set(name, String(value));
  };
  put('hs', input.hsCode);
  (Array.isArray(input.origins) ? input.origins : []).forEach((o, i) => put(`o${i + 1}`, o));
  put('qty', input.quantity);
  put('unit', input.unit);
  put('price', input.price);
  put('cur', input.currency);
  put('inc', input.incoterm);
  put('freight', input.freight);
  put('insurance', input.insurance);
  put('oc', input.originCharges);
  put('dc', input.destinationCharges);
  if (input.certificateOfOrigin === true) q.set('cert', '1');
  q.set('recalc', String(id));
  return `/data/landed-cost?${q.toString()}`;
}

/**
 * A link to the calculator from a plant, product or lead page: the product (an HS code or a word of its description,
 * in either language) and the origin are filled in; nothing is calculated until the form is sent.
 */
export function landedCostHref(o: { product?: string | null; origin?: string | null }): string {
  const q = new URLSearchParams();
  if (o.product) q.set('product', o.product.slice(0, 40));
  if (o.origin && /^[A-Za-z]{2}$/.test(o.origin)) q.set('o1', o.origin.toUpperCase());
  const text = q.toString();
  return text ? `/data/landed-cost?${text}` : '/data/landed-cost';
}

/** The calculator for a market goods type (BEEF, CRUSTACEAN...) from an origin; null when the type has no tariff heading. */
export function landedCostOfGoods(goodsType: string, origin: string): string | null {
  const keyword = tariffKeywordOf(goodsType);
  return keyword ? landedCostHref({ product: keyword, origin }) : null;
}

/** The tariff schedule's lines for a market goods type, marked for an origin; null when the type has no tariff heading. */
export function tariffLinesOfGoods(goodsType: string, origin: string): string | null {
  const keyword = tariffKeywordOf(goodsType);
  if (!keyword) return null;
  const q = new URLSearchParams({ q: keyword });
  if (/^[A-Za-z]{2}$/.test(origin)) q.set('origin', origin.toUpperCase());
  return `/data/tariffs?${q.toString()}`;
}
