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

/** Dictionaries served by 'GET base dic select list' (§7). */
export const DIC_CODES = [
  'access_type',
  'goods_type',
  'products_approval',
  'community_label_class',
  'feedback_type',
] as const;
export type DicCode = (typeof DIC_CODES)[number];

/** Agreement types. INSTRUCTION is named by the spec; REGISTRATION is the sign-up agreement. */
export const AGREEMENT_TYPES = ['INSTRUCTION', 'REGISTRATION'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

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

/** Messages the spec names (§8). */
export const MSG = {
  success: 'success',
  unknownError: 'Unknown Error',
  invalidToken: 'invalid token',
  notFound: 'Not Found',
  tooManyRequests: 'Too many requests, please try again later',
  noInformation: 'No information temporarily',
  noData: 'No Data',
  pageNotFound: 'Page Not Found',
  pageNotFoundNotice: '请检查您输入的网址是否正确，或返回首页继续浏览。',
  backToHome: 'back to home',
  backToHomePage: 'Back to the home page',
  genericError: 'Error',
  errorPageFailed: 'An error occurred while showing the error page',
  goBackHome: 'Go back to home',
  demoData: 'Demo data',
  // Accounts (§5, §8).
  passwordsInconsistentRegister: 'The two input passwords were inconsistent!',
  passwordsInconsistent: 'The passwords are inconsistent',
  enterYourPassword: 'Enter your password',
  enterNewPassword: 'Enter new password',
  confirmNewPassword: 'Confirm new Password',
  cannotBeEmpty: 'Cannot be empty',
  emailFormat: 'The email is not in the correct format',
  modifySuccessfully: 'modify successfully',
  editSuccess: 'edit success',
  registerSuccess: 'register success',
  loginSuccess: 'login success',
  sendSuccess: 'send success',
  codeSent: 'The verification code has been sent',
  // Accounts: the portal's own wording where the spec shows none.
  passwordLength: 'The password must be 8 to 32 characters',
  loginFailed: 'The email or password is wrong',
  codeInvalid: 'The verification code is wrong or has expired',
  emailRegistered: 'This email is already registered',
  currentPasswordWrong: 'The current password is wrong',
  codeTooSoon: 'Please wait 30 seconds before asking for another code',
  codeTooMany: 'Too many codes were asked from your address, please try again later',
  loginTooMany: 'Too many sign-in attempts, please try again in a minute',
  crossSite: 'Cross-site request refused',
  mailFailed: 'The mail could not be sent, please try again later',
  agreementRequired: 'Please read and agree to the user registration agreement',
  emailReadOnly: 'The email cannot be changed',
} as const;

/**
 * Sessions (§4). Browsers carry the token in an HttpOnly cookie; API clients get it in this response
 * header at sign-in and send it back in the same header.
 */
export const HEADER_SESSION_TOKEN = 'x-session-token';
/** The session cookie; over https it is `__Host-` prefixed (Secure, Path=/, no Domain). */
export const SESSION_COOKIE = 'cmsp_session';
export const SESSION_COOKIE_HTTPS = `__Host-${SESSION_COOKIE}`;

/** Accounts: passwords, mailed codes, sessions and their abuse limits. */
export const ACCOUNT = {
  /** §5 caps passwords at 32; 8 is the floor OWASP asks of a password-only sign-in. */
  passwordMin: 8,
  passwordMax: 32,
  nickNameMax: 50,
  fieldMax: 100,
  codeLength: 6,
  codeLifetimeMs: 10 * 60_000,
  codeMaxWrongTries: 5,
  /** The verify-code countdown (§9 'verify-code countdown 30 s'). */
  codeResendSeconds: 30,
  codesPerHourPerIp: 10,
  loginAttemptsPerMinute: 5,
  /** A session ends after this long without a request... */
  sessionIdleMs: 12 * 60 * 60_000,
  /** ...and in any case this long after sign-in. */
  sessionLifetimeMs: 7 * 24 * 60 * 60_000,
  /** last_seen_at is written at most this often. */
  sessionTouchMs: 60_000,
  /** 'login success' shows this long before the page moves on (§8). */
  loginSuccessMs: 1_000,
} as const;

/** Purposes of a mailed code (§7 'POST email send: to, type'). */
export const EMAIL_CODE_TYPES = ['REGISTER', 'RESET'] as const;
export type EmailCodeType = (typeof EMAIL_CODE_TYPES)[number];

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Market access (§2 Market, §3, §4, §9). */
export const MARKET_PAGE_SIZE = { companies: 15, lists: 10, homeRecommended: 8, articles: 5, approvalHistory: 9999, productPlants: 9999 } as const;
/** Plant status (§4): 1 Active, 0 Suspended, 2 Pending. */
export const PLANT_STATUS = { SUSPENDED: 0, ACTIVE: 1, PENDING: 2 } as const;
export const PLANT_STATUS_LABEL: Record<number, string> = { 0: 'Suspended', 1: 'Active', 2: 'Pending' };
/** The plant entry on a product detail shows anything but 1 and 0 with the spec's spelling. */
export const PRODUCT_PLANT_STATUS_LABEL: Record<number, string> = { 0: 'Suspended', 1: 'Active', 2: 'Pendding' };
/** Overseas registration status: 1 Valid, anything else Invalid. */
export const REGISTRATION_STATUS_LABEL = { valid: 'Valid', invalid: 'Invalid' } as const;
/** Subscription (§4): subStatus 1 subscribed, 2 not; likePointStatus 1 liked, 2 not. */
export const SUB_STATUS = { SUBSCRIBED: 1, NOT_SUBSCRIBED: 2 } as const;
export const LIKE_STATUS = { LIKED: 1, NOT_LIKED: 2 } as const;
export const SUBSCRIBE_TYPES = ['COMPANY', 'FACTORY'] as const;
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
  unsubscribed: 'Unsubscribed successfully',
  recommended: 'Recommended',
} as const;
