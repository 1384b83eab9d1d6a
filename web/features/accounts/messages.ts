import { catalogue, languageOfMatches, translator } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The account pages' text: sign-in, registration, the account area's menu, forms and lists. */
export const accountsMessages = catalogue('accounts', en, zh);

/** An account page's title in its language, for `meta` (which has the matches, not the hooks). */
export const accountsTitle = (matches: Parameters<typeof languageOfMatches>[0], page: keyof typeof en.titles) =>
  pageTitle(translator(languageOfMatches(matches), accountsMessages)(`titles.${page}`));
