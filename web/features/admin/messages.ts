import type { MetaDescriptor } from 'react-router';
import { pageCatalogue, languageOfMatches, translator, type Language } from '../../lib/i18n';
import { pageTitle } from '../../lib/meta';
import type en from './messages/en.json';

/**
 * The admin shell's text: its chrome and menu, page titles, users, settings, audit, comments, moderation and
 * feedback. The content desk (news, knowledge, banners, the editor) has `adminContent`, the data screens (imports,
 * plants, tracking, jobs) `adminData`.
 */
export const adminMessages = await pageCatalogue('admin', {
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
});

/** A page of the shell, as its title names it (the `titles` of the catalogue). */
export type AdminPage = keyof (typeof en)['titles'];

/** A shell page's title in a language: the page's name, then the shell's. */
export function adminTitle(language: Language, name?: string): MetaDescriptor[] {
  const t = translator(language, adminMessages);
  return [{ title: pageTitle(name ? t('shell.titled', { name }) : t('shell.admin'), language) }];
}

/** The `meta` of a shell page named in the catalogue's `titles`, in the page's language. */
export const adminMeta =
  (page: AdminPage) =>
  ({ matches }: { matches: readonly ({ id: string; data?: unknown } | undefined)[] }): MetaDescriptor[] => {
    const language = languageOfMatches(matches);
    return adminTitle(language, translator(language, adminMessages)(`titles.${page}`));
  };
