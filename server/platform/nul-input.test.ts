import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketCalls } from '../../contracts/market/calls';
import { createTestApp, type TestApp } from '../test-support/app';
import { call } from '../test-support/calls';
import { expectFailure } from '../test-support/envelope';

/** What the app logged at error level or above, per request (the spy sits on each request's logger). */
const errorLogs: unknown[][] = [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: 'none',
    beforeReady: (app) => {
      // onRequest runs before any input is parsed or checked, so every later error log is seen.
      app.addHook('onRequest', async (request) => {
        const log = request.log;
        for (const level of ['error', 'fatal'] as const) {
          const original = log[level].bind(log);
          log[level] = ((...args: Parameters<typeof original>) => {
            errorLogs.push(args);
            return original(...args);
          }) as typeof original;
        }
      });
    },
  });
});
afterAll(() => t?.close());

describe('a NUL character in any text input (issue 7)', () => {
  it.each([
    ['a JSON body field', marketCalls.plants, { body: { plantNo: 'ab\u0000c' } }, 'plantNo'],
    ['a nested JSON body field', marketCalls.products, { body: { countryCodeList: ['A\u0000'] } }, 'countryCodeList.0'],
    ['a query parameter', marketCalls.exportCsv, { params: { list: 'plant' }, query: { keywords: 'ab\u0000c' } }, 'keywords'],
    ['a path parameter', marketCalls.exportCsv, { params: { list: 'pl\u0000ant' } }, 'list'],
  ] as const)('refuses %s with a 400 envelope naming it, and logs no error', async (_name, definition, input, field) => {
    errorLogs.length = 0;
    const res = await call(t, definition, input);
    const body = expectFailure(res, 400, field);
    expect(body.msg).toMatch(/NUL character/);
    expect(errorLogs).toEqual([]);
  });

  it('still answers the same call without the NUL', async () => {
    const res = await call(t, marketCalls.plants, { body: { plantNo: 'abc' } });
    expect(res.statusCode, res.body).toBe(200);
  });
});
