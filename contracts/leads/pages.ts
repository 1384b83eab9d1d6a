/**
 * Addresses of the supply and demand pages (the spec's /community), for links from the server and the web. A lead has
 * no page of its own: it is shown on the board of its type.
 */
export const leadPath = (lead: { type: number }) => `/community?type=${lead.type}`;
export const boardPath = (type: number) => `/community?type=${type}`;
export const releasePath = (type: number) => `/community/release?type=${type}`;
/** The author's own list of a type in the account area, where a refused or expired post is renewed or edited. */
export const ownLeadsPath = (type: number) => (type === 1 ? '/account/mySupplyPost' : '/account/myBuyPost');
