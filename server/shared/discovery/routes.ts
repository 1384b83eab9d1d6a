import type { FastifyInstance, FastifyReply } from 'fastify';
import { PRODUCT_NAME } from '../../../contracts/core/codes';
import type { DiscoveryRegistry, SitemapEntry, SitemapSource } from './registry';
import { atomFeed, SITEMAP_FILE_PAGES, sitemapIndex, urlset } from './xml';
import { API_PREFIX } from '../../../contracts/core/calls';
import { LANGUAGE_SWITCH_PATH, LANGUAGES, localPath } from '../../../contracts/core/languages';

/** Pages a crawler should leave alone: the API, the account area, the admin shell and the sign-in pages. */
const PRIVATE = ['/account', '/admin', '/login', '/register'];
const DISALLOWED = [API_PREFIX, LANGUAGE_SWITCH_PATH, ...LANGUAGES.flatMap((language) => PRIVATE.map((path) => localPath(language, path)))];

const XML = 'application/xml; charset=utf-8';
const ATOM = 'application/atom+xml; charset=utf-8';

/** Counts a source's pages and the newest lastmod of each file's worth of them. */
async function filesOf(source: SitemapSource) {
  const files: { count: number; lastmod: string | null }[] = [];
  for await (const batch of source.entries()) {
    for (const entry of batch) {
      let file = files.at(-1);
      if (!file || file.count === SITEMAP_FILE_PAGES) files.push((file = { count: 0, lastmod: null }));
      file.count += 1;
      if (entry.lastmod && (!file.lastmod || entry.lastmod > file.lastmod)) file.lastmod = entry.lastmod;
    }
  }
  return files;
}

/** The entries of the n-th file (1-based) of a source. */
async function fileEntries(source: SitemapSource, n: number): Promise<SitemapEntry[]> {
  const from = (n - 1) * SITEMAP_FILE_PAGES;
  const to = from + SITEMAP_FILE_PAGES;
  const found: SitemapEntry[] = [];
  let seen = 0;
  for await (const batch of source.entries()) {
    for (const entry of batch) {
      if (seen >= from && seen < to) found.push(entry);
      seen += 1;
    }
    if (seen >= to) break;
  }
  return found;
}

function xml(reply: FastifyReply, type: string, body: string) {
  // Crawlers come back often; a few minutes of caching spares the database without hiding a new article for long.
  return reply.type(type).header('cache-control', 'public, max-age=300').send(body);
}

/**
 * /robots.txt, /sitemap.xml (an index of one or more files per registered source, each at most 50,000 URLs) and
 * every registered feed. Call it after the areas have registered: the feeds' paths become routes.
 */
export function registerDiscoveryRoutes(app: FastifyInstance, discovery: DiscoveryRegistry, publicUrl: string) {
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      'Allow: /',
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const files: { path: string; lastmod: string | null }[] = [];
    for (const source of discovery.sitemaps()) {
      (await filesOf(source)).forEach((file, i) => files.push({ path: `/sitemap-${source.name}-${i + 1}.xml`, lastmod: file.lastmod }));
    }
    return xml(reply, XML, sitemapIndex(publicUrl, files));
  });

  app.get<{ Params: { file: string } }>('/sitemap-:file', { schema: { hide: true } }, async (request, reply) => {
    const match = /^([a-z][a-z-]*)-([1-9]\d{0,5})\.xml$/.exec(request.params.file);
    const source = match ? discovery.sitemaps().find((s) => s.name === match[1]) : undefined;
    const entries = source && match ? await fileEntries(source, Number(match[2])) : [];
    // A file past the source's end is as missing as an unknown source (the first file of an empty source is not).
    if (!source || (entries.length === 0 && match?.[2] !== '1')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('This page could not be found');
    }
    return xml(reply, XML, urlset(publicUrl, entries));
  });

  for (const feed of discovery.feeds()) {
    app.get(feed.path, { schema: { hide: true } }, async (_request, reply) =>
      xml(reply, ATOM, atomFeed(publicUrl, feed, await feed.latest(), PRODUCT_NAME)),
    );
  }
}
