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
 * The board showing a set of its filters (a saved search), under the names the board's address reads
 * (web/features/leads/params.ts): what a saved search's notification and list link to.
 */
export function boardFilterPath(filter: { type?: number | undefined; searchKey?: string | undefined }) {
  const query = new URLSearchParams();
  query.set('type', String(filter.type ?? 1));
  if (filter.searchKey) query.set('keywords', filter.searchKey);
  return `/community?${query.toString()}`;
}
