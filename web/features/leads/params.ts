import { LEAD_TYPE, LEAD_TYPES, BOARD_SORTS, OFFER_LIMITS } from '../../../contracts/leads/codes';
import { CURRENCIES, INCOTERMS } from '../../../contracts/costs/codes';
import { COUNTRY_CODE } from '../../../contracts/core/rules';
import type { LeadBoardFilter } from '../../../contracts/leads/models';
import { POSTING_LIMITS } from '../../../contracts/posting/codes';
import { readAmount, readOneOf, readPage, readShape, readText } from '../../lib/url-rules';
import { boardFilterPath } from '../../../contracts/leads/pages';

// The calls' own rules read the address; an empty value is left out of the call (undefined).
const text = (value: string | null) => readText(POSTING_LIMITS.searchMax, value) || undefined;
const price = (value: string | null) => readAmount(OFFER_LIMITS.priceDecimals, OFFER_LIMITS.priceMax, value);

/** A price range's currency when the address names none: the one most offers of the trade are quoted in. */
export const BOARD_DEFAULT_CURRENCY = 'USD';

/**
 * The board's address: type (1 For Buyers, the default; 2 For Suppliers), keywords (the home page's B2B search),
 * product, origin, Incoterm, a price range per tonne and its currency, the order, and the page. Every filter of
 * leadBoardFilter has its place here, so a board's address is the whole search.
 */
export function boardParams(url: URL) {
  const p = url.searchParams;
  let priceMin = price(p.get('priceMin'));
  let priceMax = price(p.get('priceMax'));
  // A range written upside down is read the right way up.
  if (priceMin !== undefined && priceMax !== undefined && Number(priceMin) > Number(priceMax)) [priceMin, priceMax] = [priceMax, priceMin];
  const ranged = priceMin !== undefined || priceMax !== undefined;
  return {
    type: readOneOf(LEAD_TYPES, p.get('type')) ?? LEAD_TYPE.SUPPLY,
    keywords: text(p.get('keywords')),
    product: readText(40, p.get('product')) || undefined,
    origin: readShape(COUNTRY_CODE, p.get('origin')) || undefined,
    incoterm: readOneOf(INCOTERMS, p.get('incoterm')),
    priceMin,
    priceMax,
    currency: readOneOf(CURRENCIES, p.get('currency')) ?? (ranged ? BOARD_DEFAULT_CURRENCY : undefined),
    sort: readOneOf(BOARD_SORTS, p.get('sort')),
    page: readPage(p.get('page')),
  };
}
export type BoardParams = ReturnType<typeof boardParams>;

/** The board call's filters (and a saved search's) from the address. */
export const boardFilterOfParams = (b: Partial<BoardParams>): LeadBoardFilter => ({
  type: b.type,
  searchKey: b.keywords,
  goodsType: b.product,
  originCountry: b.origin,
  incoterm: b.incoterm,
  priceMin: b.priceMin,
  priceMax: b.priceMax,
  priceCurrency: b.currency,
  sort: b.sort,
});

/** The board's address for these filters (contracts/leads/pages.ts boardFilterPath); defaults are left out. */
export const boardHref = (b: Partial<BoardParams>) => boardFilterPath(boardFilterOfParams(b), b.page);
