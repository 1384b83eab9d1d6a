import type { MetaDescriptor } from 'react-router';
import { articleJsonLd, sharedPageMeta } from '../../lib/meta';
import { translator, type Language } from '../../lib/i18n';
import { newsMessages } from './messages';

/** The link feed readers find a list's Atom feed by (the feeds themselves are in English). */
export const feedLink = (href: string, title: string): MetaDescriptor => ({
  tagName: 'link',
  rel: 'alternate',
  type: 'application/atom+xml',
  href,
  title,
});

/** The news pages' texts in a language, for `meta` functions (outside React). */
export const newsText = (language: Language) => translator(language, newsMessages);

/** A list page's head: title, description, canonical (no filters), Open Graph, and its feed. */
export function listMeta(page: {
  language: Language;
  title: string;
  description: string;
  canonical: string;
  feed?: string;
}): MetaDescriptor[] {
  const feedTitle = newsText(page.language)('feed', { section: page.title });
  return [...sharedPageMeta(page), ...(page.feed ? [feedLink(page.feed, feedTitle)] : [])];
}

/** A news item's head: as a list's, typed article, with its dates and NewsArticle JSON-LD. */
export function articleMeta(page: {
  language: Language;
  title: string;
  description: string;
  canonical: string;
  published: string;
  modified: string;
  section: string;
  feed: string;
}): MetaDescriptor[] {
  const shared = { ...page, type: 'article' as const };
  const feedTitle = newsText(page.language)('feed', { section: page.section });
  return [...sharedPageMeta(shared), articleJsonLd('NewsArticle', shared), feedLink(page.feed, feedTitle)];
}
