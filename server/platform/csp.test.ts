import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './logging';
import { registerRateLimit } from './rate-limit';
import { memoryCounts } from './request-counts';
import {
  contentSecurityPolicy,
  CSP_REPORT_PATH,
  CSP_REPORTS_PER_MINUTE,
  registerCspReports,
  registerSecurity,
  setStorageOrigin,
  staticSecurityHeaders,
} from './security';

/** The CSP's sources, the Permissions-Policy and the report endpoint (decision 0058), on the app's own plugins. */
const lines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = Fastify({ logger: { ...loggerOptions('info'), stream } });
  await registerSecurity(app, { https: false });
  await registerRateLimit(app, { perMinute: 1000, filesPerMinute: 1000 }, memoryCounts());
  registerCspReports(app);
  app.get('/page', async () => 'a page');
  await app.ready();
});
afterAll(() => app?.close());
afterEach(() => setStorageOrigin(undefined));

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([n, ...v]) => [n, v]),
  );
const report = (address: string, body: unknown, type = 'application/csp-report') =>
  app.inject({
    method: 'POST',
    url: CSP_REPORT_PATH,
    remoteAddress: address,
    headers: { 'content-type': type },
    payload: JSON.stringify(body),
  });

describe('content security policy', () => {
  it('lets images and media come only from the portal, or also from the configured storage origin', () => {
    const own = directives(contentSecurityPolicy('n0nce'));
    expect(own.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(own.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(own.get('report-uri')).toEqual([CSP_REPORT_PATH]);
    expect(own.get('report-to')).toEqual(['csp']);
    setStorageOrigin('https://files.example.com/bucket');
    const withStorage = directives(contentSecurityPolicy('n0nce'));
    expect(withStorage.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://files.example.com']);
    expect(withStorage.get('media-src')).toEqual(["'self'", 'blob:', 'https://files.example.com']);
  });

  it('turns off camera, microphone, geolocation and payment on every answer, cache hits included', async () => {
    const res = await app.inject({ method: 'GET', url: '/page' });
    const policy = String(res.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(policy).toContain(`${feature}=()`);
    expect(res.headers['reporting-endpoints']).toBe(`csp="${CSP_REPORT_PATH}"`);
    expect(staticSecurityHeaders(false)['permissions-policy']).toBe(policy);
  });
});

describe('the report endpoint', () => {
  it('counts each violation in a log line with origins only, never a path or query', async () => {
    const before = lines.length;
    const legacy = {
      'csp-report': {
        'document-uri': 'http://portal.test/unsubscribe?token=SECRET-TOKEN-1',
        'violated-directive': 'img-src',
        'blocked-uri': 'https://tracker.example/pixel?id=SECRET-TOKEN-2',
      },
    };
    expect((await report('198.51.100.168', legacy)).statusCode).toBe(204);
    const modern = [
      { type: 'csp-violation', body: { documentURL: 'http://portal.test/a', effectiveDirective: 'style-src-elem', blockedURL: 'inline' } },
    ];
    expect((await report('198.51.100.168', modern, 'application/reports+json')).statusCode).toBe(204);
    const logged = lines.slice(before).map((l) => JSON.parse(l) as { msg?: string; csp?: unknown });
    expect(logged.filter((l) => l.msg === 'csp violation reported').map((l) => l.csp)).toEqual([
      { directive: 'img-src', blocked: 'https://tracker.example', page: 'http://portal.test' },
      { directive: 'style-src-elem', blocked: 'inline', page: 'http://portal.test' },
    ]);
    for (const line of lines) expect(line).not.toContain('SECRET-TOKEN');
    // Garbage is taken without an error and counts nothing.
    expect((await report('198.51.100.168', 'not json{')).statusCode).toBe(204);
  });

  it('is limited per address: a flood from one gets 429, another address is still heard', async () => {
    const flood = '198.51.100.169';
    const statuses: number[] = [];
    for (let i = 0; i <= CSP_REPORTS_PER_MINUTE; i++) statuses.push((await report(flood, { 'csp-report': {} })).statusCode);
    expect(statuses.slice(0, CSP_REPORTS_PER_MINUTE).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await report('198.51.100.167', { 'csp-report': {} })).statusCode).toBe(204);
  });
});
