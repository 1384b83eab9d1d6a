/** Supply and demand posts (§2 'Community B2B', 'Post Leads'): their types and tabs. */

/**
 * Lead type (decision 0019): 1 Supply (an offer to sell), 2 Demand (a purchase request), everywhere: the release
 * page, the account menu (My Supply Post type=1, My Buy Post type=2) and the board, whose tab 'For Buyers' (1)
 * shows the offers buyers read and 'For Suppliers' (2) the requests suppliers answer.
 */
export const LEAD_TYPE = { SUPPLY: 1, DEMAND: 2 } as const;
export const LEAD_TYPES = [LEAD_TYPE.SUPPLY, LEAD_TYPE.DEMAND] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export const LEAD_TYPE_LABEL: Record<LeadType, string> = { 1: 'Supply', 2: 'Demand' };
export const BOARD_TAB_LABEL: Record<LeadType, string> = { 1: 'For Buyers', 2: 'For Suppliers' };
