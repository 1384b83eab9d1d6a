import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { trackingCalls } from '../../contracts/tracking/calls';
import { commentCalls } from '../../contracts/comments/calls';
import { subscriptionCalls } from '../../contracts/subscriptions/calls';
import { siteCalls } from '../../contracts/site/calls';
import { COMMENTS_TYPE } from '../../contracts/comments/codes';
import { INT_MAX, INT_MIN } from '../../contracts/core/numbers';
import { registerUser, type SignedInUser } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { call } from '../test-support/calls';
import { expectFailure, okData } from '../test-support/envelope';

let t: TestApp;
let user: SignedInUser;
/** Listening on a real socket with a short request timeout, for what only a socket shows. */
let wire: TestApp;
let port: number;

beforeAll(async () => {
  [t, wire] = await Promise.all([
    createTestApp({ seed: 'none' }),
    createTestApp({ seed: 'none', config: { requestTimeoutMs: 1_000, rateLimit: { perMinute: 3, authPerMinute: 3 } } }),
  ]);
  user = await registerUser(t);
  await wire.app.listen({ port: 0, host: '127.0.0.1' });
  port = (wire.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await Promise.all([t?.close(), wire?.close()]);
});

/** Sends raw bytes and resolves with everything the server wrote before it closed the connection. */
function rawExchange(first: string, later?: { every: number; bytes: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let trickle: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(trickle);
      resolve(received);
    });
    socket.on('connect', () => {
      socket.write(first);
      if (later) trickle = setInterval(() => socket.writable && socket.write(later.bytes), later.every);
    });
    setTimeout(() => reject(new Error('the server kept the connection open')), 30_000).unref();
  });
}

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { rspCode: string; msg: string };

describe('integers in the contracts keep to the database range', () => {
  test('every integer a call takes is bounded to a PostgreSQL integer (checked over the whole OpenAPI document)', () => {
    const loose: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.type === 'integer') {
        const { maximum, minimum } = schema as { maximum?: number; minimum?: number };
        if (maximum === undefined || maximum > INT_MAX || minimum === undefined || minimum < INT_MIN) loose.push(where);
      }
      for (const [key, value] of Object.entries(schema)) walk(value, `${where}.${key}`);
    };
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: unknown; requestBody?: unknown }>> };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        walk(operation.parameters, `${method.toUpperCase()} ${path} parameters`);
        walk(operation.requestBody, `${method.toUpperCase()} ${path} body`);
      }
    }
    expect(loose).toEqual([]);
  });

  test('ids above 2^31-1 answer 400, in a body and in a path', async () => {
    const headers = { 'x-session-token': user.token };
    for (const definition of [subscriptionCalls.unlike, subscriptionCalls.unsubscribe]) {
      const res = await call(t, definition, { body: { id: INT_MAX + 1 } }, { headers });
      expectFailure(res, 400, 'id');
    }
    const res = await call(t, commentCalls.remove, { body: { id: 2 ** 40 } }, { headers });
    expectFailure(res, 400, 'id');
    const page = await call(t, siteCalls.links, { params: { page: 2 ** 33, limit: 10 } });
    expectFailure(page, 400, 'page');
  });

  test('an integer is a number or a string of digits: true, null, empty and other text answer 400', async () => {
    const headers = { 'x-session-token': user.token };
    const remove = (id: unknown) => call(t, commentCalls.remove, { body: { commentsType: COMMENTS_TYPE.COMMUNITY, id } }, { headers });
    // Number() would read true as 1, false, null, '' and ' ' as 0, ' 1' and '1.0' as 1, '1e3' as 1000, '0x10' as 16.
    for (const id of [true, false, null, '', ' ', ' 1', '1.0', '1.5', '1e3', '0x10', '+1', '١', String(INT_MAX + 1), 1.5, [1], {}]) {
      expectFailure(await remove(id), 400, 'id');
    }
    // A bound of 0 (eventLang 0 to 9, 0 when absent) no longer takes null, '' or false for 0, nor true for 1.
    for (const eventLang of [null, '', false, true]) {
      const res = await call(t, trackingCalls.add, { body: { categoryType: 'CLICK', name: 'edge', eventLang } });
      expectFailure(res, 400, 'eventLang');
    }
    // Digits are the number: the id is read and looked for, as the same id sent as a number is.
    const [asText, asNumber] = [await remove(String(INT_MAX)), await remove(INT_MAX)];
    expect(asText.statusCode).not.toBe(400);
    expect([asText.statusCode, asText.json().msg]).toEqual([asNumber.statusCode, asNumber.json().msg]);
    // The same in a path: only digits name a page.
    for (const page of ['1.0', '1e1', '0x1', '%201', 'true', '-']) {
      const params = { page: decodeURIComponent(page), limit: 10 };
      expectFailure(await call(t, siteCalls.links, { params }), 400, 'page');
    }
    okData(await call(t, siteCalls.links, { params: { page: '01', limit: 10 } }));
  });

  test('a NUL byte answers 400', async () => {
    const res = await call(t, siteCalls.links, { params: { page: 1, limit: 10 }, body: { searchKey: 'a\u0000b' } });
    expectFailure(res, 400);
  });
});

describe('errors raised before routing answer in the envelope', () => {
  test('a URL with bad percent-encoding', async () => {
    // eslint-disable-next-line no-restricted-syntax -- Raw: a URL no definition makes, broken before any route is found.
    const res = await t.app.inject({ method: 'GET', url: '/api/news/%E0%A4%A' });
    expectFailure(res, 400);
  });

  test('headers too large (431), on the wire', async () => {
    const raw = await rawExchange(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(raw).toMatch(/^HTTP\/1\.1 431/);
    expect(bodyOf(raw)).toMatchObject({ rspCode: '431' });
  });

  test('a body that trickles in is cut off with 408 once the request time is up', async () => {
    const head = 'POST /api/links/page/1/10 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{';
    const raw = await rawExchange(head, { every: 200, bytes: ' ' });
    expect(raw).toMatch(/^HTTP\/1\.1 408/);
    expect(bodyOf(raw)).toMatchObject({ rspCode: '408' });
  });
});

describe('what Node would answer itself answers in the envelope and closes the connection', () => {
  const expectEnvelope = (raw: string, status: number) => {
    expect(raw).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    const head = raw.slice(0, raw.indexOf('\r\n\r\n')).toLowerCase();
    expect(head).toContain('connection: close');
    expect(head).toMatch(/content-type: application\/json/);
    expect(bodyOf(raw)).toEqual({ rspCode: String(status), msg: expect.any(String), data: null });
  };

  test('an HTTP/1.1 request without Host (400)', async () => {
    expectEnvelope(await rawExchange('GET /healthz HTTP/1.1\r\n\r\n'), 400);
    expectEnvelope(
      await rawExchange('POST /api/links/page/1/10 HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}'),
      400,
    );
  });

  test('an Expect other than 100-continue (417)', async () => {
    expectEnvelope(await rawExchange('GET /healthz HTTP/1.1\r\nHost: x\r\nExpect: foo\r\n\r\n'), 417);
  });

  test('CONNECT (405), which Node would drop without an answer', async () => {
    expectEnvelope(await rawExchange('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'), 405);
  });
});

describe('the per-IP limit', () => {
  test('counts paths ending in a file extension that no file answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await wire.app.inject({ method: 'GET', url: `/x${i}.html`, remoteAddress: '203.0.113.77' })).statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([404, 404, 404]);
    expect(statuses[3]).toBe(429);
  });
});
