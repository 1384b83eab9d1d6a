import pino from 'pino';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CallCache } from './call-cache';
import { REFRESH_WAIT_MS, STALE_MAX_MS } from './refreshes';
import { ResponseCache, type CacheSlot } from './response-cache';
import { finishedAnswer as answer } from '../test-support/cached-answers';

/**
 * After a write, one request makes an answer again while the others are served the previous one (decision 0072):
 * a busy page does not make every visitor who asks during the write's aftermath render it at once.
 */

const KEY = 'GET /api/board';
const cache = () => new ResponseCache(pino({ level: 'silent' }));

function slotOf(opened: ReturnType<ResponseCache['open']>): CacheSlot {
  if (!('slot' in opened)) throw new Error(`expected a miss, got ${Object.keys(opened).join()}`);
  return opened.slot;
}

/** What a request for the key is given: the text and x-cache of an entry, 'miss' (it makes it) or 'wait'. */
function ask(responses: ResponseCache): string {
  const opened = responses.open(KEY, ['board']);
  if ('slot' in opened) return 'miss';
  if ('wait' in opened) return 'wait';
  const hit = responses.hit(opened.entry, undefined);
  return `${hit.body.toString()} (${hit.headers['x-cache']})`;
}

/** A cache holding `text` fresh under KEY. */
function holding(text: string) {
  const responses = cache();
  const slot = slotOf(responses.open(KEY, ['board']));
  expect(responses.keep(slot, answer(text))).toBe(true);
  responses.release(slot);
  return responses;
}

/** A cache whose answer 'v1' a write has just made stale, and the request that claimed the key to make it again. */
async function changedAndClaimed() {
  const responses = holding('v1');
  await responses.invalidate(['board']);
  return { responses, maker: slotOf(responses.open(KEY, ['board'])) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('an answer whose data changed', () => {
  test('is made again by the next request, while the requests that come meanwhile get the previous one', async () => {
    const { responses, maker } = await changedAndClaimed();
    expect([ask(responses), ask(responses)]).toEqual(['v1 (stale)', 'v1 (stale)']);
    expect(responses.keep(maker, answer('v2'))).toBe(true);
    responses.release(maker);
    expect(ask(responses)).toBe('v2 (hit)');
  });

  test('is never served stale to a request that comes when nobody is making it: one visitor sees a write at once', async () => {
    const responses = holding('v1');
    await responses.invalidate(['board']);
    expect(ask(responses)).toBe('miss');
  });

  test('is made again by another request when the one making it answered without keeping it', async () => {
    const { responses, maker: failed } = await changedAndClaimed();
    expect(responses.keep(failed, { ...answer('oops'), status: 500 })).toBe(false);
    responses.release(failed);
    expect(ask(responses)).toBe('miss');
  });

  test('past its bound, the requests that come wait for the one making it instead of making it too', async () => {
    vi.useFakeTimers();
    const { responses, maker } = await changedAndClaimed();
    vi.advanceTimersByTime(STALE_MAX_MS - 1);
    expect(ask(responses)).toBe('v1 (stale)');
    vi.advanceTimersByTime(2);
    expect([ask(responses), ask(responses)]).toEqual(['wait', 'wait']);
    responses.keep(maker, answer('v2'));
    responses.release(maker);
    expect(ask(responses)).toBe('v2 (hit)');
  });

  test('is made by another request when the one making it is no longer relied on (it hangs)', async () => {
    vi.useFakeTimers();
    const { responses, maker: hung } = await changedAndClaimed();
    vi.advanceTimersByTime(REFRESH_WAIT_MS + 1);
    const next = slotOf(responses.open(KEY, ['board']));
    expect(ask(responses)).toBe('wait');
    // The hung request's late end does not release the new claim.
    responses.release(hung);
    expect(ask(responses)).toBe('wait');
    responses.release(next);
    expect(ask(responses)).toBe('miss');
  });

  test('made while another write came is kept stale, newer than the one it replaces, and the next request makes it again', async () => {
    const { responses, maker } = await changedAndClaimed();
    await responses.invalidate(['board']);
    expect(responses.keep(maker, answer('v2'))).toBe(false);
    responses.release(maker);
    const next = slotOf(responses.open(KEY, ['board']));
    expect(ask(responses)).toBe('v2 (stale)');
    expect(responses.keep(next, answer('v3'))).toBe(true);
    expect(ask(responses)).toBe('v3 (hit)');
  });
});

describe('a key with no answer yet', () => {
  test('is made by one request while the others wait for it', async () => {
    const responses = cache();
    const maker = slotOf(responses.open(KEY, ['board']));
    const opened = responses.open(KEY, ['board']);
    if (!('wait' in opened)) throw new Error('the second request should wait');
    let waited = false;
    const waiting = opened.wait.then(() => (waited = true));
    await Promise.resolve();
    expect(waited).toBe(false);
    // Kept, the answer lets the waiters go on, and they find it.
    responses.keep(maker, answer('v1'));
    await waiting;
    expect(ask(responses)).toBe('v1 (hit)');
  });
});

describe('concurrent misses of a call in the call cache', () => {
  test('share one run, unless its data changed after that run began', async () => {
    const responses = cache();
    const calls = new CallCache(responses);
    const first = calls.open('board', ['board']);
    if (!('slot' in first)) throw new Error('a fresh cache holds nothing');
    let finish: (value: { answer: unknown; repeats: never[] }) => void = () => {};
    calls.fly(first.slot, new Promise((resolve) => (finish = resolve)));
    const second = calls.open('board', ['board']);
    if (!('flight' in second)) throw new Error('the second miss should share the first run');
    finish({ answer: { n: 1 }, repeats: [] });
    expect((await second.flight).answer).toEqual({ n: 1 });

    const again = calls.open('other', ['board']);
    if (!('slot' in again)) throw new Error('a fresh key');
    calls.fly(again.slot, new Promise(() => {}));
    await responses.invalidate(['board']);
    expect('slot' in calls.open('other', ['board'])).toBe(true);
  });
});
