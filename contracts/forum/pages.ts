/** Addresses of the forum's pages (the spec's /exchange), for links from the server (sitemaps, the admin queue) and the web. */
export const topicPath = (code: string) => `/exchange/detail?code=${encodeURIComponent(code)}`;
export const forumPath = (labelClass?: string, labelCode?: string) => {
  const q = new URLSearchParams();
  if (labelClass) q.set('labelClass', labelClass);
  if (labelCode) q.set('labelCode', labelCode);
  const s = q.toString();
  return s ? `/exchange?${s}` : '/exchange';
};
/** The author's own topics in the account area. */
export const ownTopicsPath = '/account/myExchange';
