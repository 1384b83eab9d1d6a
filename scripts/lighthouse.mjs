// `npm run bench:lighthouse -- [--url http://localhost:3000] [--preset mobile|desktop|both] [--runs N]
//   [--cpu-slowdown N] [--categories performance,accessibility] [--public] [--language en|zh] [PATH ...]`
// Runs Lighthouse's performance and accessibility categories on the main page templates of a running portal
// (`npm start` first) with Debian's chromium (CHROME_PATH, else `which chromium`; nothing is downloaded) and prints,
// per page and preset: the performance score, LCP, TBT, CLS, the page's first-load JavaScript (the scripts its HTML
// names, as gzip bytes on the wire) and the accessibility score, with every accessibility audit that fails and the
// elements it names. --categories accessibility runs that category alone (quicker: no performance trace);
// --public measures every public route of the specification (e2e/support/public-routes.ts) instead of the main
// templates; --language zh measures the Chinese pages (each path under /zh). With --runs N each page runs N times,
// each run's score and TBT are printed, and the run with the median performance score is kept. --cpu-slowdown N sets
// the mobile preset's simulated CPU slowdown (Lighthouse's default is 4): 8 reads as a day when this machine is
// twice as slow. See docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import { get } from 'node:http';
import { get as getHttps } from 'node:https';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { localPath } from '../contracts/core/languages.ts';
import { publicRoutes } from '../e2e/support/public-routes.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    preset: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '1' },
    'cpu-slowdown': { type: 'string', default: '4' },
    categories: { type: 'string', default: 'performance,accessibility' },
    public: { type: 'boolean', default: false },
    language: { type: 'string', default: 'en' },
  },
});
/** The templates: home, a market list, a plant's detail (the first plant of that list), a news list and a detail. */
const DEFAULT_PATHS = [
  '/',
  '/market/plant',
  '/market/plant/detail?accessType=201&plantNo=SIF+118&countryCode=BR',
  '/news/market-news',
  '/knowledgeBase',
  '/data',
];
if (!['en', 'zh'].includes(values.language)) throw new Error(`Unknown language ${values.language}: en or zh`);
const paths = (positionals.length ? positionals : values.public ? await publicRoutes(values.url) : DEFAULT_PATHS).map((path) =>
  localPath(values.language, path),
);
const categories = values.categories.split(',').map((c) => c.trim());
for (const category of categories) {
  if (!['performance', 'accessibility'].includes(category)) throw new Error(`Unknown category ${category}: performance or accessibility`);
}
const performance = categories.includes('performance');
const accessibility = categories.includes('accessibility');
const presets = values.preset === 'both' ? ['mobile', 'desktop'] : [values.preset];
const runs = Math.max(1, Number(values.runs) || 1);
const cpuSlowdown = Math.max(1, Number(values['cpu-slowdown']) || 4);
/** Lighthouse's mobile preset (its default settings), with the CPU slowdown asked for. */
const mobileConfig = {
  extends: 'lighthouse:default',
  settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } },
};

function chromePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('No chromium found: install Debian’s chromium or set CHROME_PATH');
  }
}

/** Fetches a URL as the browser would from a first visit, with gzip only; answers the body and the bytes on the wire. */
function fetchGzip(url) {
  const getter = url.startsWith('https:') ? getHttps : get;
  return new Promise((resolve, reject) => {
    getter(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, encoding: res.headers['content-encoding'], wire: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The scripts a page's HTML names and their gzip bytes: module preloads (as links, or the list a deferred page adds
 * after its first frame, web/lib/deferred-scripts.ts), script sources and the inline script's imports.
 */
async function firstLoadJs(pageUrl) {
  const { gunzipSync } = await import('node:zlib');
  const page = await fetchGzip(pageUrl);
  const html = (page.encoding === 'gzip' ? gunzipSync(page.wire) : page.wire).toString('utf8');
  const names = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) names.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) names.add(m[1]);
  for (const m of html.matchAll(/import\s*(?:\(\s*)?"(\/[^"]+\.js)"/g)) names.add(m[1]);
  for (const m of html.matchAll(/const preloads = (\[[^\]]*\]);/g)) for (const href of JSON.parse(m[1])) names.add(href);
  let bytes = 0;
  for (const name of names) {
    const res = await fetchGzip(new URL(name.replace(/&amp;/g, '&'), pageUrl).href);
    bytes += res.wire.length;
  }
  return { files: names.size, kb: bytes / 1024 };
}

const median = (list, key) => [...list].sort((a, b) => key(a) - key(b))[Math.floor(list.length / 2)];

const chrome = await chromeLauncher.launch({
  chromePath: chromePath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = [];
/** Each failing accessibility audit: the page, the preset, the audit and the elements it names (five at most). */
const failures = [];
try {
  for (const path of paths) {
    const url = new URL(path, values.url).href;
    const js = performance ? await firstLoadJs(url) : undefined;
    for (const preset of presets) {
      const results = [];
      // A run that fails to record its trace (NO_NAVSTART on a busy machine) is tried again, twice at most; a page
      // Lighthouse cannot measure at all (one answered with 404) is reported and the others still run.
      let error;
      for (let i = 0, retries = 0; i < runs; i++) {
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories };
        const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : mobileConfig);
        const lhr = result?.lhr;
        error = !lhr ? 'no result' : lhr.runtimeError?.message;
        if (error) {
          if (++retries > 2) break;
          i--;
          continue;
        }
        results.push(lhr);
      }
      if (error && results.length < runs) {
        rows.push({ path, preset, error: error.slice(0, 80) });
        process.stderr.write(`${path} ${preset}: not measured: ${error}\n`);
        continue;
      }
      const perf = (r) => r.categories.performance?.score ?? 0;
      if (runs > 1 && performance) {
        const each = results.map((r) => `${Math.round(perf(r) * 100)}/${Math.round(r.audits['total-blocking-time']?.numericValue ?? NaN)}`);
        console.log(`${path} ${preset}: score/TBT ms of each run: ${each.join(' ')}`);
      }
      const lhr = median(results, perf);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const row = { path, preset };
      if (performance) {
        Object.assign(row, {
          score: Math.round(perf(lhr) * 100),
          'FCP s': +(audit('first-contentful-paint') / 1000).toFixed(2),
          'LCP s': +(audit('largest-contentful-paint') / 1000).toFixed(2),
          'TBT ms': Math.round(audit('total-blocking-time')),
          CLS: +audit('cumulative-layout-shift').toFixed(3),
          'JS files': js.files,
          'JS KB gzip': +js.kb.toFixed(1),
        });
      }
      if (accessibility) {
        // The accessibility score does not vary between runs of one page: the kept run's is the page's.
        row.a11y = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
        for (const { id } of lhr.categories.accessibility.auditRefs) {
          const result = lhr.audits[id];
          if (result.score === null || result.score === 1) continue;
          const items = (result.details?.items ?? []).map((item) => item.node?.selector ?? item.node?.snippet ?? '').filter(Boolean);
          failures.push(`${path} ${preset}: ${id} (${result.title}) ${items.slice(0, 5).join(' | ')}`);
        }
      }
      rows.push(row);
      // Progress on stderr: a --public run takes a while, and the table comes at the end.
      process.stderr.write(
        `${path} ${preset} done (${rows.length} of ${paths.length * presets.length})${accessibility ? `: accessibility ${row.a11y}` : ''}\n`,
      );
    }
  }
} finally {
  await chrome.kill();
}
console.table(rows);
if (accessibility) {
  console.log(failures.length ? `Accessibility audits that fail:\n${failures.join('\n')}` : 'Every accessibility audit passes.');
}
