import type { MetaDescriptor } from 'react-router';
import { PRODUCT_ABBR } from '../../contracts/core/codes';
import { translator, type Language } from './i18n';
import { siteMessages } from './i18n/messages';

/** The portal's name in a language. */
export const productName = (language: Language = 'en') => translator(language, siteMessages)('productName');

/** Page titles end with the product abbreviation (§9); without a page name, the portal's name in the language. */
export function pageTitle(name?: string, language: Language = 'en'): string {
  return name ? `${name} - ${PRODUCT_ABBR}` : `${productName(language)} - ${PRODUCT_ABBR}`;
}

/**
 * The one address of a page's content: the public origin and path, with only the query parameters that choose
 * the content (an article's id), in a fixed order. Filters, paging and tracking parameters are left off, so
 * search engines fold the variants of a list into one page. Page requests carry the portal's public origin.
 */
export function canonicalUrl(requestUrl: string, keep: readonly string[] = []): string {
  const url = new URL(requestUrl);
  const query = new URLSearchParams();
  for (const name of keep) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return `${url.origin}${url.pathname}${search ? `?${search}` : ''}`;
}

export interface SharedPage {
  language?: Language;
  title: string;
  description: string;
  /** Absolute (canonicalUrl). */
  canonical: string;
  type?: 'website' | 'article';
  /** For articles: ISO date-times. */
  published?: string;
  modified?: string;
}

/** The picture of every link preview (public/share-card.png, drawn by scripts/make-share-card.mjs). */
export const SHARE_CARD = { path: '/share-card.png', width: 1200, height: 630 } as const;

/**
 * The link-preview picture's tags, on every page (the layout adds them): the portal's card, named in the page's
 * language. Pages have no picture of their own, so these are the only og:image tags a page carries.
 */
export function shareCardTags(origin: string, language: Language): { property?: string; name?: string; content: string }[] {
  return [
    { property: 'og:image', content: `${origin}${SHARE_CARD.path}` },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SHARE_CARD.width) },
    { property: 'og:image:height', content: String(SHARE_CARD.height) },
    { property: 'og:image:alt', content: productName(language) },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** Title, description, canonical link and the Open Graph tags link previews read (the picture: shareCardTags). */
export function sharedPageMeta(page: SharedPage): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: pageTitle(page.title) },
    { property: 'og:locale', content: page.language === 'zh' ? 'zh_CN' : 'en_US' },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: page.canonical },
    { property: 'og:site_name', content: productName(page.language) },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: page.canonical },
  ];
  if (page.published) tags.push({ property: 'article:published_time', content: page.published });
  if (page.modified) tags.push({ property: 'article:modified_time', content: page.modified });
  return tags;
}

/**
 * Structured data for an article page (schema.org NewsArticle or Article), as a JSON-LD script. It is data, not
 * script: browsers never run it, and React Router escapes '<' inside it so an article title cannot close the tag.
 */
export function articleJsonLd(
  type: 'NewsArticle' | 'Article',
  page: SharedPage & { published: string; modified?: string; section?: string },
): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': type,
      headline: page.title.slice(0, 110),
      description: page.description,
      mainEntityOfPage: page.canonical,
      url: page.canonical,
      datePublished: page.published,
      dateModified: page.modified ?? page.published,
      ...(page.section ? { articleSection: page.section } : {}),
      image: [new URL(SHARE_CARD.path, page.canonical).href],
      publisher: { '@type': 'Organization', name: productName(page.language) },
    },
  };
}
