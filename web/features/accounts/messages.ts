import { pageCatalogue, languageOfMatches, translator } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import type en from './messages/en.json';

/** The account pages' text: sign-in, registration, the account area's menu, forms and lists. */
export const accountsMessages = await pageCatalogue('accounts', {
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
});

/** An account page's title in its language, for `meta` (which has the matches, not the hooks). */
export const accountsTitle = (matches: Parameters<typeof languageOfMatches>[0], page: keyof typeof en.titles) =>
  pageTitle(translator(languageOfMatches(matches), accountsMessages)(`titles.${page}`));
