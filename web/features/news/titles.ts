import { NEWS_BODY_LANGUAGE } from '../../../contracts/news/codes';
import { HTML_LANG, type Language } from '../../lib/i18n';

/** A text and the language it is written in. */
export interface InLanguage {
  text: string;
  language: Language;
}

/**
 * A news title as a reader of `page` sees it: their language's title first, the other one (if any) on demand; when
 * their language has none, the other one first and `missing` set, so the page can say so. `en` is always there
 * (the desk writes every item in English); `zh` is the Chinese original title, '' when there is none.
 */
export function titlesFor(page: Language, en: string, zh: string): { first: InLanguage; other?: InLanguage; missing: boolean } {
  const english = { text: en, language: 'en' as const };
  const chinese = zh ? { text: zh, language: 'zh' as const } : undefined;
  if (page === 'zh') return chinese ? { first: chinese, other: english, missing: false } : { first: english, missing: true };
  return { first: english, other: chinese, missing: false };
}

/** The lang attribute of text in `language` on a page in `page`: only text in the other language carries one. */
export const langAttr = (language: Language, page: Language): string | undefined => (language === page ? undefined : HTML_LANG[language]);

/** The lang attribute of a news body (written in NEWS_BODY_LANGUAGE) on a page in `page`. */
export const bodyLangAttr = (page: Language) => langAttr(NEWS_BODY_LANGUAGE, page);
