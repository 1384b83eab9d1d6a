import type { LeadBoardFilter } from './models';
/**
 * Addresses of the supply and demand pages (the spec's /community), for links from the server and the web. A lead has
 * no page of its own: it is shown on the board of its type.
 */
export const leadPath = (lead: { type: number }) => `/community?type=${lead.type}`;
export const boardPath = (type: number) => `/community?type=${type}`;
export const releasePath = (type: number) => `/community/release?type=${type}`;
/** The author's own list of a type in the account area, where a refused or expired post is renewed or edited. */
export const ownLeadsPath = (type: number) => (type === 1 ? '/account/mySupplyPost' : '/account/myBuyPost');

/**
 * The board's address for a set of its filters (contracts/leads/models.ts leadBoardFilter) under the names the board's
 * address reads (web/features/leads/params.ts), defaults (tab 1, newest first, page 1) left out: the board's own links,
 * a saved search's list and its notifications.
 */
export function boardFilterPath(filter: Partial<LeadBoardFilter>, page?: number) {
  const values: Record<string, string | number | undefined> = {
    type: filter.type === 2 ? 2 : undefined,
    keywords: filter.searchKey,
    product: filter.goodsType,
    origin: filter.originCountry,
    incoterm: filter.incoterm,
    priceMin: filter.priceMin,
    priceMax: filter.priceMax,
    currency: filter.priceCurrency,
    sort: filter.sort === 'newest' ? undefined : filter.sort,
    page: page && page > 1 ? page : undefined,
  };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `/community?${text}` : '/community';
}
