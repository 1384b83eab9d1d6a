import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call } from '../test-support/calls';
import { z } from 'zod';
import { callKey, defineCall, type CallDefinition } from '../../contracts/core/calls';
import { HEADER_SESSION_TOKEN, MSG } from '../../contracts/core/codes';
import type { CallParts } from '../../contracts/core/transport';
import { registerAuth, type SessionUser } from './auth';
import { CallCache } from './call-cache';
import { callRegistrar } from './calls';
import { registerErrorHandling } from './envelope';
import { InProcessCalls } from './in-process';
import { memoryLimitStore } from './limits';
import { registerInputCheck } from './input-check';
import { ResponseCache } from './response-cache';
import { sessionTransport } from './session-transport';
import { ViewCounts } from './view-counts';

/*
 * The registrar gives each call one pipeline (call-pipeline.ts); HTTP and a page's in-process call both run it. Each
 * rule of the pipeline is asked here of a call made both ways, on an app with only the platform's parts.
 */

const probe = defineCall({
  tag: 'probe',
  access: 'user',
  method: 'POST',
  reads: true,
  path: '/api/probe/:id',
  params: z.object({ id: z.coerce.number().int().min(1) }),
  body: z.object({ word: z.string().min(3), count: z.number().int().default(1) }),
  output: z.object({ id: z.number(), word: z.string(), count: z.number(), caller: z.string() }),
  summary: 'Echoes its input to its caller',
});
const adminProbe = defineCall({
  tag: 'probe',
  access: 'admin',
  method: 'GET',
  path: '/api/admin/probe',
  query: z.object({ page: z.coerce.number().int().min(1) }),
  output: z.object({ page: z.number() }),
  summary: 'An administrators-only read',
});
const publicProbe = defineCall({
  tag: 'probe',
  access: 'anyone',
  method: 'GET',
  path: '/api/probe-list',
  query: z.object({ countries: z.array(z.string().length(2)).or(z.string().length(2)).optional() }),
  output: z.object({ countries: z.array(z.string()), answered: z.number() }),
  summary: 'A public read, cached for visitors',
});
/** A handler whose answer its own output schema refuses: a fault of ours. */
const broken = defineCall({
  tag: 'probe',
  access: 'anyone',
  method: 'GET',
  path: '/api/probe-broken',
  output: z.object({ total: z.number() }),
  summary: 'Answers the wrong shape',
  noCache: true,
});

const users: Record<string, SessionUser> = {
  'user-token': { userId: 7, email: 'u@example.com', nickName: 'U', role: 'user' },
  'admin-token': { userId: 1, email: 'a@example.com', nickName: 'A', role: 'admin' },
};
const asUser = { [HEADER_SESSION_TOKEN]: 'user-token' };
const asAdmin = { [HEADER_SESSION_TOKEN]: 'admin-token' };

/** A write: pages' loaders only read. */
const write = defineCall({
  tag: 'probe',
  access: 'anyone',
  method: 'POST',
  path: '/api/probe-write',
  invalidates: [],
  output: z.null(),
  summary: 'A write',
});

let app: FastifyInstance;
let answered = 0;
let writes = 0;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputCheck(app);
  await app.register(cookie);
  const inProcess = new InProcessCalls();
  app.decorate('inProcessCalls', inProcess);
  const responses = new ResponseCache(pino({ level: 'silent' }));
  const sessionOf = registerAuth(app, sessionTransport({ https: false }), async (token) => users[token] ?? null);
  inProcess.connect({ cache: new CallCache(responses), sessionOf });
  const http = callRegistrar(
    app,
    { authPerMinute: 10, store: memoryLimitStore() },
    responses,
    inProcess,
    new ViewCounts(pino({ level: 'silent' })),
  );
  http.handle(probe, async ({ params, body }, { user }) => ({ id: params.id, ...body, caller: user.email }));
  http.handle(adminProbe, async ({ query }) => ({ page: query.page }));
  http.handle(publicProbe, async ({ query }) => ({
    countries: [query.countries ?? []].flat(),
    answered: ++answered,
  }));
  // The shape is wrong on purpose; the cast stands for a bug the types did not catch.
  http.handle(broken, async () => ({ total: 'many' }) as unknown as { total: number });
  http.handle(write, async () => {
    writes += 1;
    return null;
  });
  // A page: its "loader" makes one call in process, as a page worker's loader does through pages.ts.
  app.post('/page', async (request) => {
    // The input travels as JSON text, so the page request itself carries no NUL for the platform's hook to refuse.
    const { key, input } = request.body as { key: string; input: string };
    const answer = await app.inProcessCalls.answer(key, JSON.parse(input) as CallParts, request);
    return { ...answer, frozen: Object.isFrozen(answer.json) };
  });
  await app.ready();
});
afterAll(() => app.close());

/** The call over HTTP, as a browser sends it. */
async function overHttp(definition: CallDefinition, input: CallParts, headers: Record<string, string>) {
  const res = await call({ app }, definition, input, { headers });
  return { status: res.statusCode, json: res.json<unknown>() };
}

/** The same call from a page's loader, in process. */
async function inProcess(definition: CallDefinition, input: CallParts, headers: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url: '/page',
    headers,
    payload: { key: callKey(definition), input: JSON.stringify(input) },
  });
  const { status, json } = res.json<{ status: number; json: unknown }>();
  return { status, json };
}

/** Both ways answer alike; the answer is returned. */
async function both(definition: CallDefinition, input: CallParts, headers: Record<string, string> = {}) {
  const [http, page] = [await overHttp(definition, input, headers), await inProcess(definition, input, headers)];
  expect(page).toEqual(http);
  return http;
}

describe("each rule of a call's pipeline holds over HTTP and in process alike", () => {
  test('the input is parsed by the definition: coerced, defaults applied, the answer in the envelope', async () => {
    const answer = await both(probe, { params: { id: '12' }, body: { word: 'pork' } }, asUser);
    expect(answer).toEqual({
      status: 200,
      json: { rspCode: '200', msg: MSG.success, data: { id: 12, word: 'pork', count: 1, caller: 'u@example.com' } },
    });
  });

  test('access: a visitor is told to sign in, a stranger to an administrators-only call that it does not exist', async () => {
    expect((await both(probe, { params: { id: 1 }, body: { word: 'pork' } })).status).toBe(401);
    // Even with input the call would refuse, nothing about the input is said to someone who may not call it.
    expect((await both(adminProbe, { query: { page: 'x' } }, asUser)).status).toBe(404);
    expect((await both(adminProbe, { query: { page: 3 } }, asAdmin)).json).toMatchObject({ data: { page: 3 } });
    expect((await both(adminProbe, { query: { page: 'x' } }, asAdmin)).status).toBe(400);
  });

  test('a refused part: the 400 naming the field as the client sent it, and what is missing "is required"', async () => {
    const short = await both(probe, { params: { id: 1 }, body: { word: 'ox' } }, asUser);
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({
      rspCode: '400',
      msg: expect.stringMatching(/^Invalid word: /),
      data: { errors: [{ field: 'word' }] },
    });
    const missing = await both(probe, { params: { id: 1 }, body: {} }, asUser);
    expect(missing.json).toMatchObject({ msg: 'Invalid word: is required', data: { errors: [{ field: 'word', message: 'is required' }] } });
    // Path parameters are checked first: only their failure is reported.
    const both400 = await both(probe, { params: { id: 0 }, body: {} }, asUser);
    expect(both400.json).toMatchObject({ data: { errors: [{ field: 'id' }] } });
  });

  test('a NUL character anywhere in the input is refused before any schema sees it', async () => {
    const answer = await both(probe, { params: { id: 1 }, body: { word: 'po\u0000rk' } }, asUser);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ data: { errors: [{ field: 'word', message: 'must not contain a NUL character' }] } });
  });

  test('a query arrives as text: one value, or a repeated key as a list', async () => {
    const countries = async (query: CallParts['query']) => {
      const [http, page] = [await overHttp(publicProbe, { query }, {}), await inProcess(publicProbe, { query }, {})];
      expect(page.status).toBe(http.status);
      const of = (answer: typeof http) => (answer.json as { data?: { countries: string[] } }).data?.countries;
      expect(of(page)).toEqual(of(http));
      return { status: http.status, countries: of(http) };
    };
    expect(await countries({ countries: ['BR', 'AR'] })).toEqual({ status: 200, countries: ['BR', 'AR'] });
    expect(await countries({ countries: ['BR'] })).toEqual({ status: 200, countries: ['BR'] });
    expect((await countries({ countries: 'BRA' })).status).toBe(400);
  });

  test("an answer its own output schema refuses is a fault of ours: 500 'Unknown Error', never the wrong shape", async () => {
    const answer = await both(broken, {});
    expect(answer).toEqual({ status: 500, json: { rspCode: '500', msg: MSG.unknownError, data: null } });
  });
});

describe("a page's public reads", () => {
  const page = async (payload: { key: string; input: CallParts }) => {
    const res = await app.inject({ method: 'POST', url: '/page', payload: { key: payload.key, input: JSON.stringify(payload.input) } });
    return { status: res.statusCode, ...res.json<{ json: { data: { answered: number } }; frozen: boolean }>() };
  };

  test("are kept for the page's next visitor, as read-only objects", async () => {
    const call = { key: callKey(publicProbe), input: { query: { countries: 'NZ' } } };
    const first = await page(call);
    const again = await page(call);
    expect(again.json.data.answered).toBe(first.json.data.answered);
    expect(again.frozen).toBe(true);
    // Another input is another answer.
    expect((await page({ ...call, input: { query: { countries: 'AU' } } })).json.data.answered).toBeGreaterThan(first.json.data.answered);
  });

  test('a call no page may make (a write) is a fault of the page: it fails, and the write is not run', async () => {
    const res = await page({ key: callKey(write), input: {} });
    expect(res.status).toBe(500);
    expect(writes).toBe(0);
    expect((await overHttp(write, {}, {})).status).toBe(200);
    expect(writes).toBe(1);
  });
});
