/** The Market area's constants (§2 Market, §3, §4, §9). */

export const MARKET_PAGE_SIZE = {
  companies: 15,
  lists: 10,
  homeRecommended: 8,
  articles: 5,
  approvalHistory: 9999,
  productPlants: 9999,
} as const;
/** Plant status (§4): 1 Active, 0 Suspended, 2 Pending. */
export const PLANT_STATUS = { SUSPENDED: 0, ACTIVE: 1, PENDING: 2 } as const;
export const PLANT_STATUS_LABEL: Record<number, string> = { 0: 'Suspended', 1: 'Active', 2: 'Pending' };
/** The plant entry on a product detail shows anything but 1 and 0 with the spec's spelling. */
export const PRODUCT_PLANT_STATUS_LABEL: Record<number, string> = { 0: 'Suspended', 1: 'Active', 2: 'Pendding' };
/** Overseas registration status: 1 Valid, anything else Invalid. */
export const REGISTRATION_STATUS_LABEL = { valid: 'Valid', invalid: 'Invalid' } as const;
/** Product names longer than this collapse behind a 'More' toggle (§3). */
export const PRODUCT_NAME_COLLAPSE_CHARS = 250;
/** Company pictures shown at most (§9). */
export const COMPANY_IMAGES_MAX = 6;
/** A keyword shorter than this cannot use the trigram indexes: it matches registration-number prefixes instead. */
export const KEYWORD_TRIGRAM_MIN = 3;
/** Rows a market CSV download holds at most; the file says so in its last line when it stops there. */
export const MARKET_CSV_MAX_ROWS = 50_000;
/** 'GET animal plague accessGoods' answers data "500" when the country has no access products. */
export const ACCESS_GOODS_NONE = '500';
export const MARKET_MSG = {
  noAccessProducts: 'There are no access products in this country',
  subscribe: '+Subscribe',
  subscribed: 'Subscribed',
  unsubscribeConfirm: 'Are you sure to unsubscribe?',
  recommended: 'Recommended',
} as const;
