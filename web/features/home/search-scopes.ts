import type { AccessType } from '../../../contracts/core/codes';

/** The home search's five scopes and where each sends its keywords (§2 'Home page'); their labels are in the catalogue. */
export const SEARCH_SCOPES = [
  { value: 'product', path: '/market/product' },
  { value: 'company', path: '/market/company' },
  { value: 'regNo', path: '/market/plant' },
  { value: 'news', path: '/news/market-news' },
  { value: 'community', path: '/community' },
] as const;

export type SearchScope = (typeof SEARCH_SCOPES)[number]['value'];
export const DEFAULT_SCOPE: SearchScope = 'product';

/**
 * The page a search opens: the scope's list with its keywords (and, for a market list, the access type
 * tab to open: see search-landing.ts) in the query. Unknown scopes fall back to Product.
 */
export function searchTarget(scope: string | null, keywords: string | null, accessType?: AccessType): string {
  const target = SEARCH_SCOPES.find((s) => s.value === scope) ?? SEARCH_SCOPES[0];
  const query = new URLSearchParams();
  if (accessType) query.set('accessType', accessType);
  const words = (keywords ?? '').trim().slice(0, 200);
  if (words) query.set('keywords', words);
  const qs = query.toString();
  return qs ? `${target.path}?${qs}` : target.path;
}
