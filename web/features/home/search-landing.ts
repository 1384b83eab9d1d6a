import { ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';
import { marketCalls } from '../../../contracts/market/calls';
import type { Api } from '../../lib/api';
import { searchTarget, type SearchScope } from './search-scopes';

/** The market lists take keywords of at most 100 characters. */
const LIST_KEYWORD_MAX = 100;

/** How many rows a market scope's list has for the keywords in one access type (a page of one row: only its total is read). */
const MATCHES: Partial<Record<SearchScope, (api: Api, accessType: AccessType, keywords: string) => Promise<{ total: number }>>> = {
  product: (api, accessType, goodsName) => api.call(marketCalls.products, { body: { accessType, goodsName, page: 1, limit: 1 } }),
  company: (api, accessType, plantName) => api.call(marketCalls.companies, { body: { accessType, plantName, page: 1, limit: 1 } }),
  regNo: (api, accessType, plantNo) => api.call(marketCalls.plants, { body: { accessType, plantNo, page: 1, limit: 1 } }),
};

/**
 * Where a home search lands. The market lists show one access type at a time (Meat by default), so a
 * search of a market scope first counts the matches of each access type and opens the tab with the
 * most (Meat on a tie or when nothing matches); the tabs then still switch between the two.
 */
export async function searchLanding(api: Api, scope: string | null, keywords: string | null): Promise<string> {
  const count = MATCHES[scope as SearchScope];
  const words = (keywords ?? '').trim().slice(0, LIST_KEYWORD_MAX);
  if (!count || !words) return searchTarget(scope, keywords);
  // A list that refuses the keywords counts as no match: the list page then shows why.
  const totals = await Promise.all(
    ACCESS_TYPES.map((accessType) =>
      count(api, accessType, words).then(
        (page) => page.total,
        () => 0,
      ),
    ),
  );
  const best = totals.reduce((bestIndex, total, i) => (total > totals[bestIndex]! ? i : bestIndex), 0);
  return searchTarget(scope, keywords, ACCESS_TYPES[best]);
}
