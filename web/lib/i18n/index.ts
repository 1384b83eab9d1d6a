import type { FlatNamespace } from 'i18next';
import { useHref } from 'react-router';
import { useCallback, useMemo } from 'react';
import { translator, type Catalogue } from '../../../contracts/core/i18n';
import { localText, type MessageTable, type Texts } from '../../../contracts/core/messages';
import { HTML_LANG, LANGUAGES, langOf, localPath, splitLanguage, type Language } from '../../../contracts/core/languages';

export { catalogue, translator, type Catalogue } from '../../../contracts/core/i18n';
export { pageCatalogue } from './page-catalogue';
export { localPath, switchHref, type Language } from '../../../contracts/core/languages';

/**
 * The page's language, from the router's basename (/zh for Chinese pages: server/platform/page-languages.ts). It
 * works in every component, error pages included, with no loader data.
 */
export function useLanguage(): Language {
  return splitLanguage(useHref('/')).language;
}

/**
 * A catalogue's `t` in the page's language: `const t = useT(marketMessages); t('plant.title')`. A page's language
 * never changes while it is open (switching loads the other language's page), so nothing needs to re-render on a
 * language change and no React binding library is needed.
 */
export function useT<NS extends FlatNamespace>(entry: Catalogue<NS>) {
  const language = useLanguage();
  return useMemo(() => translator(language, entry), [language, entry]);
}

/**
 * The texts of a server message table (contracts/<area>/codes.ts) in the page's language:
 * `useMessages(accountMessages).loginSuccess` is ACCOUNT_MSG.loginSuccess on an English page and its Chinese twin on a
 * Chinese one, limits filled in alike. Forms' rules and toasts use it, so they say what the server says to this reader.
 */
export function useMessages<NS extends FlatNamespace, T extends Texts>(table: MessageTable<NS, T>): T {
  return table.texts[useLanguage()];
}

/**
 * A message in the page's language, whichever language it came in: the twin of a text a message table knows (a
 * constant a browser check gives, such as the uploads' refusals, or a server message), else the text as it is
 * (`localText`). A call's own answer is in the page's language already; this is for texts that are not.
 */
export function useLocalText(): (text: string) => string {
  const language = useLanguage();
  return useCallback((text: string) => localText(language, text), [language]);
}

/** The other language of a page. */
export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'zh' : 'en';
}

/** hreflang alternates of a page: each language's address, and English as the default for other readers. */
export function alternates(origin: string, pathWithQuery: string): { hrefLang: string; href: string }[] {
  const links = LANGUAGES.map((language) => ({ hrefLang: HTML_LANG[language], href: origin + localPath(language, pathWithQuery) }));
  return [...links, { hrefLang: 'x-default', href: origin + localPath('en', pathWithQuery) }];
}

export { HTML_LANG };

/** The language of the page the browser shows (its html lang), for code outside React. */
export function documentLanguage(): Language {
  return typeof document !== 'undefined' && document.documentElement.lang === HTML_LANG.zh ? 'zh' : 'en';
}

/**
 * A router path as the browser's address for a full-page load (window.location.assign): React Router's links add
 * /zh themselves, an assign does not. Paths in `?redirect=` stay language-free; they go through this when followed.
 */
export function documentPath(path: string): string {
  return localPath(documentLanguage(), path);
}

/** The current address as a router path: without its /zh prefix. */
export function routerPathOfWindow(): string {
  return splitLanguage(window.location.pathname).path + window.location.search;
}

/** A loader's language: its request's URL says it (/zh is Chinese). */
export function languageOfRequest(request: Request): Language {
  return splitLanguage(new URL(request.url).pathname).language;
}

/** The spec's `lang` for a loader's calls (en_us or zh_cn), from its request. */
export function langOfRequest(request: Request) {
  return langOf(languageOfRequest(request));
}

/** A `meta` function's language, from the root route's data (its loader reads the URL). */
export function languageOfMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Language {
  const root = matches.find((match) => match?.id === 'root')?.data as { language?: unknown } | undefined;
  return root?.language === 'zh' ? 'zh' : 'en';
}
