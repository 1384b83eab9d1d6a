/** What a news row's search text holds (docs/news.md 'Search'): its titles, keywords and body text, lower-cased. */
export const newsSearchText = (...parts: string[]) => parts.filter(Boolean).join(' \n').toLowerCase();
