import { describe, expect, it } from 'vitest';
import { articleJsonLd, canonicalUrl, sharedPageMeta } from './meta';

describe('canonicalUrl', () => {
  it('keeps the origin, the path and only the parameters that choose the content, in the given order', () => {
    expect(canonicalUrl('https://portal.example/news/market-news/detail?utm_source=x&id=42&page=3', ['id'])).toBe(
      'https://portal.example/news/market-news/detail?id=42',
    );
    expect(canonicalUrl('https://portal.example/news/market-news?page=2&keywords=beef')).toBe('https://portal.example/news/market-news');
    expect(canonicalUrl('https://portal.example/knowledgeBase?id=', ['id'])).toBe('https://portal.example/knowledgeBase');
  });
});

describe('sharedPageMeta and articleJsonLd', () => {
  const page = {
    title: 'Brazil resumes beef shipments',
    description: 'Nine plants re-listed.',
    canonical: 'https://portal.example/news/market-news/detail?id=42',
    published: '2026-11-20T08:00:00.000Z',
  };

  it('gives the canonical link and the Open Graph tags of the page', () => {
    const tags = sharedPageMeta({ ...page, type: 'article' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: page.canonical });
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
    expect(tags).toContainEqual({ property: 'og:url', content: page.canonical });
    expect(tags).toContainEqual({ property: 'article:published_time', content: page.published });
    expect(tags[0]).toEqual({ title: 'Brazil resumes beef shipments - CMSP' });
  });

  it('describes an article for search engines, modified defaulting to published', () => {
    expect(articleJsonLd('NewsArticle', page)).toEqual({
      'script:ld+json': expect.objectContaining({
        '@type': 'NewsArticle',
        headline: page.title,
        url: page.canonical,
        datePublished: page.published,
        dateModified: page.published,
      }),
    });
  });
});
