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
  // Market (docs/market.md): the plant search must stay index-backed as plants grow tenfold.
  {
    name: 'market: plant search (keyword + country + status)',
    kind: 'api',
    method: 'POST',
    path: '/api/pcCompanyFactory/queryFactory',
    body: { page: 1, limit: 10, accessType: '201', countryCode: 'BR', status: 1, plantNo: 'kingfisher' },
  },
  { name: 'market: plant list (meat, page 1)', kind: 'api', method: 'POST', path: '/api/pcCompanyFactory/queryFactory', body: { accessType: '201' } },
  { name: 'market: plant Reg.No. prefix (2 characters)', kind: 'api', method: 'POST', path: '/api/pcCompanyFactory/queryFactory', body: { accessType: '202', plantNo: 'DL' } },
  { name: 'market: company list (15)', kind: 'api', method: 'POST', path: '/api/pcCompanyFactory/getPcAllCompany', body: { page: 1, limit: 15, accessType: '201' } },
  { name: 'market: company search', kind: 'api', method: 'POST', path: '/api/pcCompanyFactory/getPcAllCompany', body: { accessType: '202', area: 'NO', plantName: 'fjord' } },
  { name: 'market: plant detail', kind: 'api', method: 'POST', path: '/api/pcCompanyFactory/factoryDetail', body: { accessType: '201', countryCode: 'BR', plantNo: 'SIF 119' } },
  { name: 'market: product search', kind: 'api', method: 'POST', path: '/api/searchAccessGoodsList/page', body: { accessType: '202', goodsName: 'shrimp' } },
  { name: 'market: suspended list', kind: 'api', method: 'POST', path: '/api/pcCompanyFactory/queryStopFactory', body: { accessType: '201' } },
  { name: 'page: market plant list', kind: 'page', method: 'GET', path: '/market/plant?countryCode=BR&status=1&keywords=kingfisher' },
  { name: 'page: market plant detail', kind: 'page', method: 'GET', path: '/market/plant/detail?accessType=201&plantNo=SIF+119&countryCode=BR' },
  { name: 'page: market company list', kind: 'page', method: 'GET', path: '/market/company' },
  { name: 'page: home', kind: 'page', method: 'GET', path: '/' },
  { name: 'page: not found', kind: 'page', method: 'GET', path: '/this-page-does-not-exist', status: 404 },
];

/** Sent with every request, the baseline's too: what a browser sends, so responses are compressed as in real use. */
export const COMMON_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'cmsp-bench' };

export const KIND_HEADERS = {
  api: { accept: 'application/json' },
  page: { accept: 'text/html,application/xhtml+xml' },
};
