import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentCalls } from '../../../contracts/comments/calls';
import { COMMENT_LIMITS, COMMENT_MSG } from '../../../contracts/comments/codes';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure } from '../../test-support/envelope';
import { commentsApi, createFactoryNewsItem, written } from './comments-test-kit';

/** The news area's message for an item it does not have (a shared feature's test does not import the area). */
const NEWS_ITEM_NOT_FOUND = 'No published news item has this id';

let t: TestApp;
let alice: SignedInUser;
let ownerId: string;
let api: ReturnType<typeof commentsApi>;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  alice = await registerUser(t, { nickName: 'Alice' });
  ownerId = await createFactoryNewsItem(t);
  api = commentsApi(t, ownerId);
});
afterAll(() => t?.close());

describe('who may write', () => {
  it.each([
    { definition: commentCalls.add, body: { commentsType: 'COMPANY_NEWS', ownerId: '1', messageContent: 'Hi' } },
    { definition: commentCalls.reply, body: { commentsType: 'COMPANY_NEWS', ownerId: '1', messageContent: 'Hi', pid: 1 } },
    { definition: commentCalls.remove, body: { commentsType: 'COMPANY_NEWS', id: 1 } },
  ])('a visitor gets 401 from $definition.path', async ({ definition, body }) => {
    expectFailure(await call(t, definition, { body }), 401);
  });
});

describe('content', () => {
  it(`accepts ${COMMENT_LIMITS.contentMax} characters and refuses one more (400)`, async () => {
    written(await api.add(alice, 'x'.repeat(COMMENT_LIMITS.contentMax)));
    const body = expectFailure(await api.add(alice, 'x'.repeat(COMMENT_LIMITS.contentMax + 1)), 400, 'messageContent');
    expect(body.msg).toContain(COMMENT_MSG.tooLong);
  });

  it('refuses empty or blank content (400), for replies too', async () => {
    expectFailure(await api.add(alice, ''), 400, 'messageContent');
    expectFailure(await api.add(alice, '   '), 400, 'messageContent');
    const id = written(await api.add(alice, 'Root'));
    expectFailure(await api.reply(alice, id, ' \n '), 400, 'messageContent');
  });

  it('refuses an unknown commentsType (400)', async () => {
    expectFailure(
      await call(t, commentCalls.add, { body: { commentsType: 'OTHER', ownerId, messageContent: 'Hi' } }, alice),
      400,
      'commentsType',
    );
  });
});

describe('subjects', () => {
  it("answers an unknown news item with the source's 404, for reading and writing", async () => {
    const missing = commentsApi(t, '999999');
    expect(expectFailure(await missing.add(alice, 'Hello'), 404).msg).toBe(NEWS_ITEM_NOT_FOUND);
    const res = await call(t, commentCalls.list, { query: { commentsType: 'FACTORY_NEWS', ownerId: 999999 } });
    expect(expectFailure(res, 404).msg).toBe(NEWS_ITEM_NOT_FOUND);
  });

  // COMPANY_NEWS has no subject of its own: the company page lists factory news, commented on as FACTORY_NEWS.
  it.each(['COMMUNITY', 'COMPANY_NEWS'])('answers 404 for %s, a commentsType no area offers', async (commentsType) => {
    expectFailure(await call(t, commentCalls.add, { body: { commentsType, ownerId: '1', messageContent: 'Hi' } }, alice), 404);
  });
});

describe('rate limit', () => {
  it(`lets one user write ${COMMENT_LIMITS.writesPerMinute} comments or replies a minute, then answers 429`, async () => {
    const carol = await registerUser(t, { nickName: 'Carol' });
    const root = written(await api.add(carol, 'First'));
    for (let i = 1; i < COMMENT_LIMITS.writesPerMinute; i++) written(await api.reply(carol, root, `Reply ${i}`));
    const res = await api.add(carol, 'One too many');
    expect(expectFailure(res, 429).msg).toBe(COMMENT_MSG.tooFast);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expectFailure(await api.reply(carol, root, 'Still too many'), 429);
    // Others are not held back by Carol's writing, and reading is never limited.
    written(await api.add(await registerUser(t, { nickName: 'Dan' }), 'Hello'));
    expect((await api.list(carol)).total).toBeGreaterThan(0);
  });
});
