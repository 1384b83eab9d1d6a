/**
 * Addresses of the supply and demand pages (the spec's /community), for links from the server and the web. A lead has
 * no page of its own: it is shown on the board of its type.
 */
export const leadPath = (lead: { type: number }) => `/community?type=${lead.type}`;
export const boardPath = (type: number) => `/community?type=${type}`;
export const releasePath = (type: number) => `/community/release?type=${type}`;
