/** Addresses of community pages, for links from the server (sitemaps, the admin queue) and the web. */
export const topicPath = (code: string) => `/exchange/detail?code=${encodeURIComponent(code)}`;
/** A lead has no page of its own: it is shown on the board of its type. */
export const leadPath = (lead: { type: number }) => `/community?type=${lead.type}`;
export const boardPath = (type: number) => `/community?type=${type}`;
export const releasePath = (type: number) => `/community/release?type=${type}`;
export const forumPath = (labelClass?: string, labelCode?: string) => {
  const q = new URLSearchParams();
  if (labelClass) q.set('labelClass', labelClass);
  if (labelCode) q.set('labelCode', labelCode);
  const s = q.toString();
  return s ? `/exchange?${s}` : '/exchange';
};
