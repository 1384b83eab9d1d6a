/** Supply and demand posts (§2 'Community B2B', 'Post Leads'): their types and tabs. */

/**
 * Lead type (decision 0019): 1 Supply (an offer to sell), 2 Demand (a purchase request), everywhere: the release
 * page, the account menu (My Supply Post type=1, My Buy Post type=2) and the board, whose tab 'For Buyers' (1)
 * shows the offers buyers read and 'For Suppliers' (2) the requests suppliers answer.
 */
export const LEAD_TYPE = { SUPPLY: 1, DEMAND: 2 } as const;
export const LEAD_TYPES = [LEAD_TYPE.SUPPLY, LEAD_TYPE.DEMAND] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export const LEAD_TYPE_LABEL: Record<LeadType, string> = { 1: 'Supply', 2: 'Demand' };
export const BOARD_TAB_LABEL: Record<LeadType, string> = { 1: 'For Buyers', 2: 'For Suppliers' };

/**
 * A structured offer's details (docs/community.md 'Structured offers'): the quantity's units (tonnes, kilograms,
 * reefer containers of 20 or 40 ft), what a price is per, and the bounds both are checked against.
 */
export const OFFER_QUANTITY_UNITS = ['t', 'kg', '20ft', '40ft'] as const;
export type OfferQuantityUnit = (typeof OFFER_QUANTITY_UNITS)[number];
export const OFFER_PRICE_UNITS = ['t', 'kg', 'container'] as const;
export type OfferPriceUnit = (typeof OFFER_PRICE_UNITS)[number];

export const OFFER_LIMITS = {
  /** The most of each unit one post offers or asks for: 100,000 t (in kilograms the same), 1,000 containers. */
  quantityMax: { t: 100_000, kg: 100_000_000, '20ft': 1_000, '40ft': 1_000 } satisfies Record<OfferQuantityUnit, number>,
  quantityDecimals: 3,
  /** Prices up to 10,000,000 a unit, four decimals (the landed-cost calculator's bounds). */
  priceMax: 10_000_000,
  priceDecimals: 4,
  packingMax: 100,
  portMax: 60,
} as const;

/** The board's orders: newest first (the default), cheapest first (per tonne, decision 0053), soonest to lapse first. */
export const BOARD_SORTS = ['newest', 'price', 'expiry'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

/** The home page's B2B block: this many of the newest posts of each type. */
export const HOMEPAGE_LEADS_PER_TYPE = 4;
