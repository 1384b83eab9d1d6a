// `npm run bench:js -- [--url http://localhost:3000] [PATH ...]`
// The JavaScript a first visit to each page downloads, as chromium fetches it from a running portal. Each first-load
// script is then asked for again with gzip alone and with brotli alone, so both are reported as the portal serves them
// (the build pre-compresses assets with both): gzipKB is the unit of issue 30's budget (150 KB). Start the portal first
// (`npm start`). Paths default to the public pages below. Scripts imported after the first load (lazyKB: the chart
// library) are counted apart, as brotli. See docs/benchmarks.md.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string', default: 'http://localhost:3000' } },
});
const DEFAULT_PATHS = ['/', '/market/plant', '/news', '/news/market-news', '/knowledgeBase', '/data', '/data/quotes-detail'];
const paths = positionals.length ? positionals : DEFAULT_PATHS;

/** The bytes the portal sends for `url` when the client accepts only `encoding` (the body as sent, not decoded). */
function encodedSize(url, encoding) {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      // A refused request (429 once the per-address limit is reached) would count its error page: start the portal
      // with RATE_LIMIT_PER_MINUTE out of reach.
      if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
      let size = 0;
      res.on('data', (chunk) => (size += chunk.length));
      res.on('end', () => resolve(size));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
try {
  for (const path of paths) {
    // A fresh context: an empty cache, as a first visit has.
    const context = await browser.newContext({ baseURL: values.url });
    const page = await context.newPage();
    const scripts = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    const res = await page.goto(path, { waitUntil: 'networkidle' });
    // First-load scripts are those the server's HTML names (entry and modulepreloads) and the page's catalogues; the
    // rest were imported later, on demand (the chart library once a chart mounts).
    const html = (await res?.text()) ?? '';
    let gzip = 0;
    let brotli = 0;
    let raw = 0;
    let lazyBytes = 0;
    const lazyFiles = [];
    for (const request of scripts) {
      const sizes = await request.sizes();
      const { pathname } = new URL(request.url());
      // A page's catalogues (text-*.js) are imported by its modules and awaited before they finish loading, so before
      // hydration: first load, though the HTML does not name them (decision 0073).
      const catalogue = /^text-/.test(pathname.split('/').pop() ?? '');
      if (!html.includes(pathname) && !catalogue) {
        lazyBytes += sizes.responseBodySize;
        lazyFiles.push(pathname.split('/').pop());
        continue;
      }
      gzip += await encodedSize(request.url(), 'gzip');
      brotli += await encodedSize(request.url(), 'br');
      const response = await request.response();
      raw += response ? (await response.body()).length : 0;
    }
    rows.push({
      path,
      status: res?.status() ?? 0,
      files: scripts.length - lazyFiles.length,
      gzipKB: +(gzip / 1024).toFixed(1),
      brotliKB: +(brotli / 1024).toFixed(1),
      rawKB: +(raw / 1024).toFixed(1),
      lazyKB: +(lazyBytes / 1024).toFixed(1),
      lazy: lazyFiles.join(' '),
    });
    await context.close();
  }
} finally {
  await browser.close();
}
console.table(rows);
