// What `npm run bench` measures. A feature adds its own calls here.
// Fields: name (unique, matched by --only), kind ('api' | 'page'), method, path,
// body (JSON-encodable, POST only), status (expected; default 200), headers (extra, optional).

/**
 * @typedef {{ name: string, kind: 'api' | 'page', method: 'GET' | 'POST', path: string,
 *   body?: unknown, status?: number, headers?: Record<string, string> }} BenchTarget
 */

/** @type {BenchTarget[]} */
export const TARGETS = [
  { name: 'site-info detail', kind: 'api', method: 'GET', path: '/api/site-info/detail' },
  { name: 'friendly links page', kind: 'api', method: 'POST', path: '/api/links/page/1/10', body: {} },
  { name: 'country list', kind: 'api', method: 'GET', path: '/api/country/list?lang=en_us' },
  { name: 'dictionary select-list', kind: 'api', method: 'GET', path: '/api/base/dic/select-list?dicCode=goods_type' },
  { name: 'agreements of the app', kind: 'api', method: 'GET', path: '/api/agreements/app' },
  { name: 'page: home', kind: 'page', method: 'GET', path: '/' },
  { name: 'page: not found', kind: 'page', method: 'GET', path: '/this-page-does-not-exist', status: 404 },
];

/** Sent with every request, the baseline's too: what a browser sends, so responses are compressed as in real use. */
export const COMMON_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'cmsp-bench' };

export const KIND_HEADERS = {
  api: { accept: 'application/json' },
  page: { accept: 'text/html,application/xhtml+xml' },
};
