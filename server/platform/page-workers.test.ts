import pino from 'pino';
import { afterEach, describe, expect, test } from 'vitest';
import type { PageCalls, PageJob } from './page-protocol';
import { PageWorkers } from './page-workers';

const script = new URL('./fixtures/echo-page-worker.mjs', import.meta.url);
const log = pino({ level: 'silent' });
const data = { serverEntry: 'unused', mode: 'production' as const };
let pool: PageWorkers | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

const page = (path: string): PageJob => ({
  url: `http://portal.test${path}`,
  method: 'GET',
  headers: [['accept', 'text/html']],
  context: { nonce: 'n', requestId: path },
});
/** The calls of one visitor's request: it answers with who asked and what. */
const visitor =
  (name: string): PageCalls =>
  async (call) => ({ status: 200, headers: {}, json: { visitor: name, key: call.key, query: call.input.query } });
const text = (body: Uint8Array | null) => JSON.parse(new TextDecoder().decode(body!)) as unknown;
const open = () => new AbortController().signal;

describe('page workers', () => {
  test("a page's API calls are answered on the main thread for that page's own visitor", async () => {
    pool = await PageWorkers.start(script, data, 2, log);
    const [ana, ben] = await Promise.all([
      pool.render(page('/market/plant'), visitor('ana'), open()),
      pool.render(page('/news'), visitor('ben'), open()),
    ]);
    expect(ana.status).toBe(200);
    expect(text(ana.body)).toEqual({ visitor: 'ana', key: 'GET /api/echo', query: { page: '/market/plant' } });
    expect(text(ben.body)).toEqual({ visitor: 'ben', key: 'GET /api/echo', query: { page: '/news' } });
  });

  test('a call that fails on the main thread reaches the page as an error', async () => {
    pool = await PageWorkers.start(script, data, 1, log);
    const failing: PageCalls = async () => {
      throw new Error('the database is away');
    };
    await expect(pool.render(page('/market'), failing, open())).rejects.toThrow(/the database is away/);
  });

  test('a worker that stops fails the page it was rendering, and another worker takes its place', async () => {
    pool = await PageWorkers.start(script, data, 1, log);
    await expect(pool.render(page('/crash'), visitor('ana'), open())).rejects.toThrow(/page worker stopped \(exit code 3\)/);
    const next = await pool.render(page('/market'), visitor('ben'), open());
    expect(text(next.body)).toMatchObject({ visitor: 'ben' });
  });

  test('a visitor who leaves has the render stopped in the worker', async () => {
    pool = await PageWorkers.start(script, data, 1, log);
    const controller = new AbortController();
    const rendering = pool.render(page('/hang'), visitor('ana'), controller.signal);
    controller.abort();
    await expect(rendering).rejects.toThrow(/the visitor left/);
  });

  test('a build the workers cannot load stops the start, with the reason', async () => {
    await expect(PageWorkers.start(script, { ...data, broken: true } as typeof data, 2, log)).rejects.toThrow(
      /the build could not be loaded/,
    );
  });
});
