import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, test } from 'vitest';
import { baseURL } from './support/browser';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

async function xmlAt(path: string) {
  const res = await fetch(`${baseURL()}${path}`);
  expect(res.status, path).toBe(200);
  const body = await res.text();
  expect(XMLValidator.validate(body), path).toBe(true);
  return { type: res.headers.get('content-type') ?? '', doc: parser.parse(body) };
}

describe('what the portal tells search engines', () => {
  test('robots.txt keeps crawlers out of private pages and points at the sitemap', async () => {
    const res = await fetch(`${baseURL()}/robots.txt`);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /api/', 'Disallow: /account', 'Disallow: /admin']));
    expect(lines.find((l) => l.startsWith('Sitemap: '))).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/);
  });

  test('every file the sitemap index names is a valid urlset whose pages open', async () => {
    const index = await xmlAt('/sitemap.xml');
    const files = asArray<{ loc: string }>(index.doc.sitemapindex.sitemap).map((f) => new URL(f.loc).pathname);
    expect(files).toEqual(expect.arrayContaining(['/sitemap-plants-1.xml', '/sitemap-companies-1.xml']));
    for (const file of files) {
      const { type, doc } = await xmlAt(file);
      expect(type).toMatch(/^application\/xml/);
      const urls = asArray<{ loc: string; lastmod?: string }>(doc.urlset.url);
      expect(urls.length, file).toBeGreaterThan(0);
      // The first and the last page of each file open.
      for (const url of [urls[0]!, urls.at(-1)!]) {
        const loc = new URL(url.loc);
        const page = await fetch(`${baseURL()}${loc.pathname}${loc.search}`);
        expect(page.status, url.loc).toBe(200);
      }
    }
  });

  test('each news list offers an Atom feed that is valid XML, newest first, whose entries open', async () => {
    for (const list of ['market-news', 'factory-news', 'supervision']) {
      const page = await fetch(`${baseURL()}/news/${list}`);
      const html = await page.text();
      // The list page names its feed for feed readers.
      const href =
        /<link[^>]+type="application\/atom\+xml"[^>]+href="([^"]+)"/.exec(html)?.[1] ??
        /<link[^>]+href="([^"]+)"[^>]+type="application\/atom\+xml"/.exec(html)?.[1];
      expect(href, list).toBeTruthy();
      const { type, doc } = await xmlAt(new URL(href!, baseURL()).pathname);
      expect(type).toMatch(/^application\/atom\+xml/);
      const entries = asArray<{ id: string; published: string; link: { '@href': string } }>(doc.feed.entry);
      expect(entries.length, list).toBeGreaterThan(0);
      const published = entries.map((e) => e.published);
      expect(published).toEqual([...published].sort().reverse());
      const first = new URL(entries[0]!.link['@href']);
      expect((await fetch(`${baseURL()}${first.pathname}${first.search}`)).status).toBe(200);
    }
  });
});
