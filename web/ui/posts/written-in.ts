import { HTML_LANG, type Language } from '../../lib/i18n';

const HAN = /\p{Script=Han}/gu;
const LATIN_WORD = /\p{Script=Latin}+/gu;

/**
 * The language a person's text (a post, a topic, a comment, an operator's agreement) is written in, as far as its
 * script tells: Chinese when it has at least as many Chinese characters as Latin words. Pages mark such text with
 * its own lang, so screen readers read it right and a Chinese page can hold an English post.
 */
export function writtenIn(text: string): Language {
  const han = text.match(HAN)?.length ?? 0;
  const latin = text.match(LATIN_WORD)?.length ?? 0;
  return han > 0 && han >= latin ? 'zh' : 'en';
}

/**
 * The html lang of a text: always, or, given the page's language, only when the text is in the other one (a
 * knowledge article written in one language only, shown on a page in the other).
 */
export function langOfText(text: string): string;
export function langOfText(text: string, page: Language): string | undefined;
export function langOfText(text: string, page?: Language): string | undefined {
  const language = writtenIn(text);
  return language === page ? undefined : HTML_LANG[language];
}

/** A person's name for something (an agreement's title) when it is in the page's language, else the page's own. */
export const inLanguageOr = (language: Language, text: string | undefined, fallback: string): string =>
  text && writtenIn(text) === language ? text : fallback;
