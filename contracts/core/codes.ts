import { messageTable } from './messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/**
 * Constants named by the specification (§9 and §8). Server and web import them from here
 * so a code, limit or message is written once.
 */

export const PRODUCT_NAME = 'China Meat & Seafood Portal';
/** Page titles end with this abbreviation (§9 'Footer/title'). */
export const PRODUCT_ABBR = 'CMSP';

/** Envelope codes: rspCode is a string; '200' is the only success. */
export const RSP_OK = '200';

/** Request headers every client call carries (§7 preamble). */
export const HEADER_APP_ID = 'app-id';
export const HEADER_CHANNEL_CODE = 'channel-code';
export const HEADER_LANG = 'lang';
export const HEADER_REQUEST_ID = 'x-request-id';
export const DEFAULT_APP_ID = 'TOOL1000';
export const DEFAULT_CHANNEL_CODE = '10000013';
export const LANGS = ['en_us', 'zh_cn'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en_us';

/** Access types (§9): 201 Meat, 202 Seafood; 201 is the default. */
export const ACCESS_TYPE = { MEAT: '201', SEAFOOD: '202' } as const;
export const ACCESS_TYPES = [ACCESS_TYPE.MEAT, ACCESS_TYPE.SEAFOOD] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];
export const ACCESS_TYPE_LABEL: Record<AccessType, string> = { '201': 'Meat', '202': 'Seafood' };

/** Paging (§9). */
export const PAGE_SIZE = {
  default: 10,
  links: 10,
  companies: 15,
  homeRecommended: 8,
} as const;
/** No list call returns more rows than this in one page, whatever limit is asked. */
export const MAX_PAGE_LIMIT = 10_000;

/** Review status (§4). */
export const CHECK_STATUS = { UNDER_REVIEW: 1, APPROVED: 2, REFUSED: 3 } as const;

/** Timing (§9). */
export const TIMING = {
  requestTimeoutMs: 15_000,
  toastMs: 3_000,
  headerTransparentUnderPx: 40,
} as const;

/**
 * The messages of the whole portal's requests (§8 and the platform's own), in both languages (contracts/core/messages/).
 * MSG is the English map (tests, the web and services compare it); the envelope answers each in the request's language.
 */
export const specMessages = messageTable('spec', en, zh);
const english = specMessages.texts.en;

/** Messages the spec names (§8). */
export const MSG = {
  ...english.msg,
  /** The spec's own Chinese words on the 404 page; its English twin is in the catalogue. */
  pageNotFoundNotice: specMessages.texts.zh.msg.pageNotFoundNotice,
};
/** What a refused request says: its field errors and the platform's refusals. */
export const REQUEST_MSG = english.request;
/** What the schemas of the calls say of a field they refuse. */
export const FIELD_MSG = english.fields;

/**
 * Sessions (§4). Browsers carry the token in an HttpOnly cookie; API clients get it in this response
 * header at sign-in and send it back in the same header.
 */
export const HEADER_SESSION_TOKEN = 'x-session-token';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Who may make a call: anyone (visitors too), a signed-in user, or an administrator. */
export const CALL_ACCESS = ['anyone', 'user', 'admin'] as const;
export type CallAccess = (typeof CALL_ACCESS)[number];
