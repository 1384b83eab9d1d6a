// Checking a target once, then loading it with autocannon (no pipelining).
import autocannon from 'autocannon';

const REQUEST_TIMEOUT_S = 10;

/** One request before the load: a wrong status or body fails the whole bench rather than measuring an error page. */
export async function verifyTarget(origin, target, headers) {
  const expected = target.status ?? 200;
  const init = { method: target.method, headers: { ...headers }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000) };
  if (target.body !== undefined) {
    init.body = JSON.stringify(target.body);
    init.headers['content-type'] = 'application/json';
  }
  const res = await fetch(origin + target.path, init);
  const text = await res.text();
  const problems = [];
  if (res.status !== expected) problems.push(`status ${res.status}, expected ${expected}`);
  const type = res.headers.get('content-type') ?? '';
  if (target.kind === 'api') {
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      problems.push(`body is not JSON (content-type ${type})`);
    }
    if (json && typeof json === 'object' && !('rspCode' in json)) problems.push('JSON body has no rspCode envelope');
  } else if (target.kind === 'page') {
    if (!type.includes('text/html')) problems.push(`content-type ${type}, expected text/html`);
    if (!/<html/i.test(text)) problems.push('body is not an HTML document');
  }
  if (problems.length) {
    throw new Error(
      `target '${target.name}' (${target.method} ${target.path}) is not answering as expected: ${problems.join('; ')}\n` +
        `body: ${text.slice(0, 500)}`,
    );
  }
  return { status: res.status, bytes: Buffer.byteLength(text) };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1];
}

let current = null;
/** Stops the load in progress (on Ctrl-C), so the bench can clean up at once. */
export function stopCurrentLoad() {
  current?.stop();
}

/**
 * Loads one URL for `duration` seconds. Latencies are taken from each response (fractional ms)
 * rather than autocannon's whole-millisecond histogram, so sub-millisecond p50s still compare.
 */
/**
 * With `miss`, every request gets a query parameter of its own (`bench-miss=L.N`, L counting the loads of this
 * process, N the requests of one load), which no route reads: the anonymous cache keys on the URL, so each request
 * is a miss and is rendered afresh. L keeps a warm-up's URLs from turning the measured load's misses into hits.
 */
let loads = 0;
export async function load({ url, method, body, headers, connections, duration, expectedStatus, miss = false }) {
  const latencies = [];
  const opts = {
    url,
    method,
    headers: { ...headers },
    connections,
    duration,
    pipelining: 1,
    timeout: REQUEST_TIMEOUT_S,
  };
  if (body !== undefined) {
    opts.body = JSON.stringify(body);
    opts.headers['content-type'] = 'application/json';
  }
  if (miss) {
    const l = ++loads;
    let n = 0;
    const separator = url.includes('?') ? '&' : '?';
    opts.requests = [{ setupRequest: (request) => ({ ...request, path: `${request.path}${separator}bench-miss=${l}.${++n}` }) }];
  }
  const instance = autocannon(opts);
  current = instance;
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  current = null;
  latencies.sort((a, b) => a - b);
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  const responses = latencies.length;
  return {
    reqPerSec: result.requests.average,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    maxMs: latencies.at(-1) ?? null,
    responses,
    non2xx: result.non2xx,
    unexpectedStatus: responses - (statusCodes[expectedStatus] ?? 0),
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    seconds: result.duration,
  };
}
