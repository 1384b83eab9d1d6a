import type { MetaDescriptor } from 'react-router';
import { articleJsonLd, sharedPageMeta } from '../../lib/meta';

/** The link feed readers find a list's Atom feed by. */
export const feedLink = (href: string, title: string): MetaDescriptor => ({
  tagName: 'link',
  rel: 'alternate',
  type: 'application/atom+xml',
  href,
  title,
});

/** A list page's head: title, description, canonical (no filters), Open Graph, and its feed. */
export function listMeta(page: { title: string; description: string; canonical: string; feed?: string }): MetaDescriptor[] {
  return [...sharedPageMeta(page), ...(page.feed ? [feedLink(page.feed, `${page.title} (Atom)`)] : [])];
}

/** A news item's head: as a list's, typed article, with its dates and NewsArticle JSON-LD. */
export function articleMeta(page: {
  title: string;
  description: string;
  canonical: string;
  published: string;
  modified: string;
  section: string;
  feed: string;
}): MetaDescriptor[] {
  const shared = { ...page, type: 'article' as const };
  return [...sharedPageMeta(shared), articleJsonLd('NewsArticle', shared), feedLink(page.feed, `${page.section} (Atom)`)];
}
