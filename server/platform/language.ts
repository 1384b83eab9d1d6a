import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADER_LANG } from '../../contracts/core/codes';
import { API_PREFIX } from '../../contracts/core/calls';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_SWITCH_PATH,
  languageOfLang,
  localPath,
  preferredLanguage,
  splitLanguage,
  type Language,
} from '../../contracts/core/languages';

/** How long the language cookie is kept: a year, renewed by every switch. */
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;
const MAX_TARGET_LENGTH = 2048;

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The language cookie's value, read without a cookie parser (the cache front has none). */
export function cookieLanguage(cookieHeader: string | undefined): Language | undefined {
  if (!cookieHeader) return undefined;
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookieHeader);
  return match && isLanguage(match[1]) ? match[1] : undefined;
}

/** A path that may be a page: not the API, not a file (a dot in its last segment: .js, .xml, a loader's .data). */
function mayBePage(pathname: string): boolean {
  if (pathname.startsWith(API_PREFIX) || pathname === LANGUAGE_SWITCH_PATH) return false;
  return !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

/**
 * Where a GET of an English (unprefixed) page goes instead when its reader wants Chinese: the same page under /zh.
 * The wish is the language cookie, or on a first visit (no cookie) Accept-Language. A /zh page never redirects: its
 * URL says what it is. The cache front asks this before it serves a stored page, so one language's copy never
 * reaches the other's reader.
 */
export function languageRedirect(method: string | undefined, url: string, headers: Headers): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  if (!mayBePage(pathname) || splitLanguage(pathname).language !== 'en') return undefined;
  const wanted = cookieLanguage(header(headers, 'cookie')) ?? preferredLanguage(header(headers, 'accept-language'));
  return wanted === 'zh' ? localPath('zh', url) : undefined;
}

/**
 * The language an answer is written in: the spec's `lang` header (en_us, zh_cn) when a client sends it; for a
 * page's own calls, the page's path; else the cookie; else English.
 */
export function requestLanguage(request: { headers: Headers; url: string }): Language {
  const lang = header(request.headers, HEADER_LANG);
  if (lang) return languageOfLang(lang);
  const pathname = request.url.split('?')[0] ?? '/';
  if (!pathname.startsWith(API_PREFIX)) return splitLanguage(pathname).language;
  return cookieLanguage(header(request.headers, 'cookie')) ?? 'en';
}

/** Keeps a reader's language in the cookie for a year: the switch sets it, and sign-in from the profile. */
export function setLanguageCookie(reply: FastifyReply, language: Language, https: boolean) {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    maxAge: COOKIE_MAX_AGE_S,
    sameSite: 'lax',
    httpOnly: true,
    secure: https,
  });
}

/** A same-site path to go to after the switch; anything else (another host, a scheme, a backslash) is refused. */
export function switchTarget(to: unknown): string | undefined {
  if (typeof to !== 'string' || to.length > MAX_TARGET_LENGTH) return undefined;
  if (!to.startsWith('/') || to.startsWith('//') || /[\\\s]/.test(to)) return undefined;
  return to;
}

export interface LanguageOptions {
  https: boolean;
  /** Called when a signed-in reader switches: their profile keeps the choice for their next sign-in. */
  remember?: (request: FastifyRequest, language: Language) => Promise<void>;
}

/**
 * The language switch, a plain link that works without JavaScript: `GET /language?to=<the page in the other
 * language>` keeps the choice in a cookie (and the profile), then goes there with the page's query intact.
 */
export function registerLanguageSwitch(app: FastifyInstance, options: LanguageOptions) {
  app.get<{ Querystring: { to?: unknown } }>(LANGUAGE_SWITCH_PATH, { schema: { hide: true } }, async (request, reply) => {
    const target = switchTarget(request.query.to) ?? '/';
    const { language } = splitLanguage(target.split(/[?#]/)[0] ?? '/');
    setLanguageCookie(reply, language, options.https);
    if (options.remember) await options.remember(request, language);
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  });
}
