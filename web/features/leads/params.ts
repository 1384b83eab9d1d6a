import { LEAD_TYPE, LEAD_TYPES } from '../../../contracts/leads/codes';
import type { LeadBoardFilter } from '../../../contracts/leads/models';
import { POSTING_LIMITS } from '../../../contracts/posting/codes';
import { readOneOf, readPage, readText } from '../../lib/url-rules';

// The calls' own rules read the address; an empty value is left out of the call (undefined).
const text = (value: string | null) => readText(POSTING_LIMITS.searchMax, value) || undefined;

/** The board's address: type (1 For Buyers, the default; 2 For Suppliers), keywords (the home page's B2B search), page. */
export function boardParams(url: URL) {
  const p = url.searchParams;
  return {
    type: readOneOf(LEAD_TYPES, p.get('type')) ?? LEAD_TYPE.SUPPLY,
    keywords: text(p.get('keywords')),
    page: readPage(p.get('page')),
  };
}
export type BoardParams = ReturnType<typeof boardParams>;

/** The board's address as the board call's filters (contracts/leads/models.ts leadBoardFilter): the list and a saved search. */
export const boardFilterOfParams = (params: BoardParams): LeadBoardFilter => ({ type: params.type, searchKey: params.keywords });
