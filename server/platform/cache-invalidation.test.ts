import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { CallCache } from './call-cache';
import { ALL, ResponseCache } from './response-cache';
import { finishedAnswer as answer } from '../test-support/cached-answers';

/**
 * A miss that overlapped a write (issue 30): the answer it made may hold what was there before the write, so it is not
 * kept fresh (decision 0072) when the write invalidated one of its tags; a write elsewhere leaves it to be kept, so a
 * busy board does not keep every other public read uncached.
 */

function caches() {
  const responses = new ResponseCache(pino({ level: 'silent' }));
  return { responses, calls: new CallCache(responses) };
}

/** Opens a miss under `tags` in both caches, lets `between` run, then tries to keep the answers: which were kept. */
async function overlapped(tags: string[], between: (responses: ResponseCache) => Promise<void>) {
  const { responses, calls } = caches();
  const response = responses.open('GET /api/x', tags);
  const call = calls.open('x', tags);
  if (!('slot' in response) || !('slot' in call)) throw new Error('a fresh cache holds nothing');
  await between(responses);
  calls.keep(call.slot, { n: 1 });
  return { response: responses.keep(response.slot, answer('{"n":1}')), call: 'answer' in calls.open('x', tags) };
}

describe('a miss that overlapped an invalidation', () => {
  test('is kept when the invalidation was of other tags', async () => {
    expect(await overlapped(['market'], (r) => r.invalidate(['forum']))).toEqual({ response: true, call: true });
  });

  test('is not kept when it was of one of its tags, or of everything', async () => {
    expect(await overlapped(['market', 'news'], (r) => r.invalidate(['news']))).toEqual({ response: false, call: false });
    expect(await overlapped(['market'], (r) => r.invalidate([ALL]))).toEqual({ response: false, call: false });
  });

  test('is kept when the invalidation came before the miss began', async () => {
    const { responses } = caches();
    await responses.invalidate(['market']);
    const opened = responses.open('GET /api/x', ['market']);
    if (!('slot' in opened)) throw new Error('a fresh cache holds nothing');
    expect(responses.keep(opened.slot, answer('{}'))).toBe(true);
    expect('entry' in responses.open('GET /api/x', ['market'])).toBe(true);
  });

  test("of a page is judged by the tags its loaders' calls added while it was made", async () => {
    const { responses } = caches();
    const open = (url: string) => {
      const page = responses.open(`GET ${url}`, []);
      if (!('slot' in page)) throw new Error('a fresh cache holds nothing');
      return page.slot;
    };
    const plant = open('/market/plant');
    const topic = open('/exchange/detail');
    // A page's slot starts without tags; in-process.ts adds each call's as the loaders make them.
    plant.tags.push('market');
    topic.tags.push('forum', 'comments');
    await responses.invalidate(['forum']);
    expect(responses.keep(plant, answer('<html>plant</html>'))).toBe(true);
    expect(responses.keep(topic, answer('<html>topic</html>'))).toBe(false);
    // Kept, it goes with its own tags' invalidations only.
    await responses.invalidate(['news']);
    expect('entry' in responses.open('GET /market/plant', [])).toBe(true);
    await responses.invalidate(['market']);
    expect('slot' in responses.open('GET /market/plant', [])).toBe(true);
  });
});
