// Types only from codes.ts: codes.ts builds its message tables with LANGUAGES, so a value import would be a cycle.
import type { Lang } from './codes';

/**
 * The portal's two languages. A page's language is in its URL: Chinese pages live under /zh, English ones have no
 * prefix (docs/decisions/0043-two-languages.md). The spec's calls name the same two as `lang` en_us and zh_cn.
 */
export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a visitor's choice (a year), read before Accept-Language. */
export const LANGUAGE_COOKIE = 'lang';
/** The path of the language switch: `/language?to=/zh/market/plant` sets the cookie and goes there. */
export const LANGUAGE_SWITCH_PATH = '/language';

const PREFIX: Record<Language, string> = { en: '', zh: '/zh' };
/** As HTML's lang and hreflang want them. */
export const HTML_LANG: Record<Language, string> = { en: 'en', zh: 'zh-Hans' };
const LANG_OF: Record<Language, Lang> = { en: 'en_us', zh: 'zh_cn' };

/** A value made in every language the portal has (a notification's texts, a source line). */
export function inEveryLanguage<T>(make: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>;
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'zh';
}

/** The spec's `lang` value for a language, and back (anything unknown is the default). */
export function langOf(language: Language): Lang {
  return LANG_OF[language];
}
export function languageOfLang(lang: string | undefined | null): Language {
  return lang === LANG_OF.zh ? 'zh' : lang === LANG_OF.en ? 'en' : DEFAULT_LANGUAGE;
}

/** A name kept in both languages, as `lang` asks for it: the Chinese for zh_cn when there is one, else the English. */
export function nameInLang(lang: Lang | undefined, en: string, zh: string | null | undefined): string {
  return lang === LANG_OF.zh && zh ? zh : en;
}

/** The language a path is in and the path without its language prefix ('/zh/market' is Chinese '/market'). */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  if (pathname === '/zh') return { language: 'zh', path: '/' };
  if (pathname.startsWith('/zh/')) return { language: 'zh', path: pathname.slice(3) };
  return { language: 'en', path: pathname };
}

/** A site path (with its query, if any) in a language: localPath('zh', '/market?x=1') is '/zh/market?x=1'. */
export function localPath(language: Language, path: string): string {
  const prefix = PREFIX[language];
  if (!prefix) return path;
  if (path === '/' || path === '') return prefix;
  return path.startsWith('/?') || path.startsWith('/#') ? prefix + path.slice(1) : prefix + path;
}

/** The switch's link: through /language (which remembers the choice) to the same page and query in `to`. */
export function switchHref(to: Language, pathWithQuery: string): string {
  // Slashes may stand as they are in a query: the link stays readable and as long as the path, not three times it.
  return `${LANGUAGE_SWITCH_PATH}?to=${encodeURIComponent(localPath(to, pathWithQuery)).replace(/%2F/g, '/')}`;
}

/**
 * The language an Accept-Language header prefers among ours, by its q-values (zh, zh-CN, zh-Hans, zh-TW all read
 * as Chinese); undefined when it names neither.
 */
export function preferredLanguage(header: string | undefined | null): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; q: number } | undefined;
  for (const part of header.slice(0, 512).split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    const language = primary === 'zh' ? 'zh' : primary === 'en' ? 'en' : undefined;
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language;
}
