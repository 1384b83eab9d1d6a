// `npm run bench:lighthouse -- [--url http://localhost:3000] [--preset mobile|desktop|both] [--runs N]
//   [--cpu-slowdown N] [PATH ...]`
// Runs Lighthouse's performance category on the main page templates of a running portal (`npm start` first) with
// Debian's chromium (CHROME_PATH, else `which chromium`; nothing is downloaded) and prints, per page and preset: the
// score, LCP, TBT, CLS, and the page's first-load JavaScript (the scripts its HTML names, as gzip bytes on the wire).
// With --runs N each page runs N times, each run's score and TBT are printed, and the run with the median score is kept.
// --cpu-slowdown N sets the mobile preset's simulated CPU slowdown (Lighthouse's default is 4): 8 reads as a day when
// this machine is twice as slow. See docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import { get } from 'node:http';
import { get as getHttps } from 'node:https';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    preset: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '1' },
    'cpu-slowdown': { type: 'string', default: '4' },
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
const paths = positionals.length ? positionals : DEFAULT_PATHS;
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
try {
  for (const path of paths) {
    const url = new URL(path, values.url).href;
    const js = await firstLoadJs(url);
    for (const preset of presets) {
      const results = [];
      // A run that fails to record its trace (NO_NAVSTART on a busy machine) is tried again, twice at most.
      for (let i = 0, failures = 0; i < runs; i++) {
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
        const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : mobileConfig);
        const lhr = result?.lhr;
        const error = !lhr ? 'no result' : lhr.runtimeError?.message;
        if (error) {
          if (++failures > 2) throw new Error(`${url}: ${error}`);
          i--;
          continue;
        }
        results.push(lhr);
      }
      const each = results.map(
        (r) =>
          `${Math.round((r.categories.performance.score ?? 0) * 100)}/${Math.round(r.audits['total-blocking-time']?.numericValue ?? NaN)}`,
      );
      if (runs > 1) console.log(`${path} ${preset}: score/TBT ms of each run: ${each.join(' ')}`);
      const lhr = median(results, (r) => r.categories.performance.score ?? 0);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      rows.push({
        path,
        preset,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        'FCP s': +(audit('first-contentful-paint') / 1000).toFixed(2),
        'LCP s': +(audit('largest-contentful-paint') / 1000).toFixed(2),
        'TBT ms': Math.round(audit('total-blocking-time')),
        CLS: +audit('cumulative-layout-shift').toFixed(3),
        'JS files': js.files,
        'JS KB gzip': +js.kb.toFixed(1),
      });
    }
  }
} finally {
  await chrome.kill();
}
console.table(rows);
