import { Validator } from '@seriousme/openapi-schema-validator';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteCalls } from '../../contracts/site/calls';
import { OPENAPI_PATH } from '../../contracts/core/calls';
import { MSG } from '../../contracts/core/codes';
import { createTestApp, type TestApp } from '../test-support/app';
import { call } from '../test-support/calls';
import { testEngine } from '../test-support/engine';
import { expectFailure } from '../test-support/envelope';
import { registeredRoutes } from '../test-support/routes';

const BOOM_PATH = '/api/test-only/boom';
const INTERNALS = 'connection to db-primary.internal:5432 failed for user portal_owner';

/** The default app, plus one route that fails the way a bug would. */
let t: TestApp;
/** Served over https (HSTS expected) and with a tiny per-IP rate limit. */
let strict: TestApp;
const STRICT_LIMIT = 3;

beforeAll(async () => {
  [t, strict] = await Promise.all([
    // The platform's behaviour needs no demo rows: the reference data is enough.
    createTestApp({
      seed: 'none',
      beforeReady: (app) => {
        app.get(BOOM_PATH, { schema: { hide: true } }, async () => {
          throw new Error(INTERNALS);
        });
      },
    }),
    createTestApp({
      seed: 'none',
      config: { publicUrl: 'https://portal.example', rateLimit: { perMinute: STRICT_LIMIT, authPerMinute: STRICT_LIMIT } },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), strict?.close()]);
});

describe('the envelope on errors', () => {
  it('answers an unknown /api path with a 404 envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      // eslint-disable-next-line no-restricted-syntax -- Raw: a path no definition names.
      const res = await t.app.inject({ method, url: '/api/no-such-call/123' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ rspCode: '404', msg: MSG.notFound, data: null });
    }
  });

  it('answers a wrong method on a known call with a 404 envelope', async () => {
    // eslint-disable-next-line no-restricted-syntax -- Raw: the wrong method, which a definition never sends.
    const res = await t.app.inject({ method: 'GET', url: '/api/links/page/1/10' });
    expect(res.json()).toEqual({ rspCode: '404', msg: MSG.notFound, data: null });
  });

  it('answers a body that is not valid JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      // eslint-disable-next-line no-restricted-syntax -- Raw: a malformed body.
      url: '/api/links/page/1/10',
      headers: { 'content-type': 'application/json' },
      payload: '{"searchKey": ',
    });
    const body = expectFailure(res, 400);
    expect(body.data).toBeNull();
  });

  it('answers an unsupported content type with a 415 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      // eslint-disable-next-line no-restricted-syntax -- Raw: a content type other than JSON.
      url: '/api/links/page/1/10',
      headers: { 'content-type': 'application/xml' },
      payload: '<page/>',
    });
    expectFailure(res, 415);
  });

  it('answers an unexpected error with a 500 "Unknown Error" and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: BOOM_PATH });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ rspCode: '500', msg: MSG.unknownError, data: null });
    expect(res.body).not.toContain('db-primary');
    expect(res.body).not.toMatch(/stack|Error:|\.ts:/);
  });
});

describe('security headers', () => {
  const cspDirectives = (res: LightMyRequestResponse) => {
    const header = res.headers['content-security-policy'];
    expect(typeof header).toBe('string');
    return new Map(
      String(header)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );
  };

  // A success, a validation failure, an unknown path and a crash: every answer carries them.
  const samples = () =>
    Promise.all([
      call(t, siteCalls.info),
      call(t, siteCalls.dictionary, { query: { dicCode: 'nope' } }),
      // eslint-disable-next-line no-restricted-syntax -- Raw: a path no definition names.
      t.app.inject({ method: 'GET', url: '/api/nope' }),
      t.app.inject({ method: 'GET', url: BOOM_PATH }),
      t.app.inject({ method: 'GET', url: '/healthz' }),
    ]);

  it('sends a nonce-based content-security-policy without inline scripts, and no framing', async () => {
    for (const res of await samples()) {
      const csp = cspDirectives(res);
      const scriptSrc = csp.get('script-src') ?? [];
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc.some((v) => /^'nonce-[A-Za-z0-9+/]{22}==?'$/.test(v))).toBe(true);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
    }
  });

  it('uses a new nonce for every request', async () => {
    const nonceOf = (res: LightMyRequestResponse) => String(res.headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1];
    const nonces = (await samples()).map(nonceOf);
    expect(nonces.every(Boolean)).toBe(true);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('sends nosniff, a referrer policy and a request id on every answer', async () => {
    for (const res of await samples()) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-request-id']).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
    }
  });

  it('echoes a well-formed incoming x-request-id, and replaces one that is not', async () => {
    const given = 'client-req.42_abcdef';
    const echoed = await call(t, siteCalls.info, {}, { headers: { 'x-request-id': given } });
    expect(echoed.headers['x-request-id']).toBe(given);

    for (const bad of ['short', 'has spaces in it', '<script>alert(1)</script>', 'x'.repeat(65)]) {
      const res = await call(t, siteCalls.info, {}, { headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).not.toBe(bad);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const a = await t.app.inject({ method: 'GET', url: '/healthz' });
    const b = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('sends HSTS only when the public URL is https', async () => {
    const plain = await call(t, siteCalls.info);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await strict.app.inject({ method: 'GET', url: '/healthz' });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(secure.headers['strict-transport-security']).toMatch(/includeSubDomains/);
  });
});

describe('rate limit', () => {
  it('answers 429 in the envelope once one address exceeds the per-minute limit', async () => {
    const remoteAddress = '203.0.113.7';
    const ask = () => call(strict, siteCalls.info, {}, { remoteAddress });
    for (let i = 0; i < STRICT_LIMIT; i++) expect((await ask()).statusCode).toBe(200);
    const res = await ask();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ rspCode: '429', msg: MSG.tooManyRequests, data: null });
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('counts each address on its own', async () => {
    const flood = '203.0.113.8';
    // eslint-disable-next-line no-restricted-syntax -- Raw: a path no definition names still counts against the address.
    for (let i = 0; i <= STRICT_LIMIT; i++) await strict.app.inject({ method: 'GET', url: '/api/nope', remoteAddress: flood });
    // eslint-disable-next-line no-restricted-syntax -- Raw: a path no definition names still counts against the address.
    expect((await strict.app.inject({ method: 'GET', url: '/api/nope', remoteAddress: flood })).statusCode).toBe(429);
    const other = await call(strict, siteCalls.info, {}, { remoteAddress: '203.0.113.9' });
    expect(other.statusCode).toBe(200);
  });

  it('never limits the health checks', async () => {
    const remoteAddress = '203.0.113.10';
    for (let i = 0; i < STRICT_LIMIT * 3; i++) {
      expect((await strict.app.inject({ method: 'GET', url: '/healthz', remoteAddress })).statusCode).toBe(200);
      expect((await strict.app.inject({ method: 'GET', url: '/readyz', remoteAddress })).statusCode).toBe(200);
      expect((await strict.app.inject({ method: 'GET', url: '/healthz?probe=lb', remoteAddress })).statusCode).toBe(200);
    }
  });
});

describe('health checks', () => {
  it('answers /healthz while the process runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz while the database answers, naming the engine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: testEngine() });
  });
});

describe('GET /api/openapi.json', () => {
  let document: any;
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every /api call the app serves, with the same methods', async () => {
    const hidden = (url: string) =>
      url === '/api/openapi.json' || url === '/api/docs' || url.startsWith('/api/docs/') || url.endsWith('*') || url === BOOM_PATH;
    const served = registeredRoutes(t.app)
      .filter((r) => r.url.startsWith('/api/') && !hidden(r.url))
      .map(
        (r) =>
          [
            r.url.replace(/:(\w+)/g, '{$1}'),
            r.methods
              .filter((m) => m !== 'HEAD')
              .map((m) => m.toLowerCase())
              .sort(),
          ] as const,
      );
    // The router must really have been read: the site calls are there.
    expect(served.map(([url]) => url)).toContain('/api/links/page/{page}/{limit}');
    expect(served.length).toBeGreaterThanOrEqual(5);

    const documented = Object.entries(document.paths as Record<string, object>).map(
      ([url, operations]) =>
        [
          url,
          Object.keys(operations)
            .filter((k) => k !== 'parameters')
            .sort(),
        ] as const,
    );
    expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(served));
  });

  it('describes each call with its response schema and the path values it takes', async () => {
    for (const [url, operations] of Object.entries(document.paths as Record<string, Record<string, any>>)) {
      for (const operation of Object.values(operations)) {
        // The envelope in JSON, or for a route answering a file (openapi.ts, FileAnswer) each binary type it sends.
        const content: Record<string, { schema?: { format?: string } }> = operation.responses?.['200']?.content ?? {};
        if (content['application/json']) expect(content['application/json'].schema, url).toBeDefined();
        else {
          expect(Object.keys(content).length, url).toBeGreaterThan(0);
          for (const type of Object.values(content)) expect(type.schema?.format, url).toBe('binary');
        }
        const pathNames = [...url.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        const declared = (operation.parameters ?? [])
          .filter((p: any) => p.in === 'path')
          .map((p: any) => p.name)
          .sort();
        expect(declared, url).toEqual(pathNames);
      }
    }
  });
});
