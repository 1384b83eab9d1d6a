import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentCalls } from '../../../contracts/comments/calls';
import type { AdminComment } from '../../../contracts/comments/models';
import type { Page } from '../../../contracts/core/envelope';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { commentsApi, createFactoryNewsItem, written } from './comments-test-kit';

let t: TestApp;
let alice: SignedInUser;
let admin: SignedInUser;
let api: ReturnType<typeof commentsApi>;
let ids: { first: number; reply: number; nested: number; second: number };

const moderation = (user: SignedInUser | undefined, query: Record<string, string | number> = {}) =>
  call(t, commentCalls.adminList, { query }, user);

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  alice = await registerUser(t, { nickName: 'Alice' });
  admin = await createAdmin(t);
  api = commentsApi(t, await createFactoryNewsItem(t));
  const first = written(await api.add(alice, 'Which port cleared it fastest?'));
  const reply = written(await api.reply(admin, first, 'Qingdao, in our data'));
  const nested = written(await api.reply(alice, reply, 'Thanks, 100% useful'));
  const second = written(await api.add(alice, 'Is chilled beef included?'));
  ids = { first, reply, nested, second };
});
afterAll(() => t?.close());

describe('the moderation list (GET /api/admin/comments)', () => {
  it('lists every live comment newest first, with what it is on and the replies a removal takes along', async () => {
    const page = okData<Page<AdminComment>>(await moderation(admin));
    expect(page.total).toBe(4);
    expect(page.list.map((c) => c.id)).toEqual([ids.second, ids.nested, ids.reply, ids.first]);
    const first = page.list.find((c) => c.id === ids.first)!;
    expect(first).toMatchObject({
      commentsType: 'FACTORY_NEWS',
      subjectTitle: 'Plant re-listed for chilled beef',
      subjectLink: expect.stringMatching(/^\/news\/factory-news\/detail\?id=\d+$/),
      author: 'Alice',
      replyCount: 2,
      pid: null,
    });
    expect(page.list.find((c) => c.id === ids.reply)).toMatchObject({ adminReply: 0, replyCount: 1, pid: ids.first });
  });

  it('filters by words of the text or the author, taking % literally, and by type', async () => {
    const byWords = okData<Page<AdminComment>>(await moderation(admin, { keyword: '100%' }));
    expect(byWords.list.map((c) => c.id)).toEqual([ids.nested]);
    const byAuthor = okData<Page<AdminComment>>(await moderation(admin, { keyword: 'alice' }));
    expect(byAuthor.total).toBe(3);
    expect(okData<Page<AdminComment>>(await moderation(admin, { commentsType: 'KNOWLEDGE_BASE' })).total).toBe(0);
    const paged = okData<Page<AdminComment>>(await moderation(admin, { limit: 1, page: 2 }));
    expect(paged).toMatchObject({ total: 4, list: [{ id: ids.nested }] });
  });

  it('refuses bad filters with 400 and is the 404 of an unknown address to anyone but an administrator', async () => {
    await expectFailure(await moderation(admin, { commentsType: 'NEWS' }), 400);
    await expectFailure(await moderation(admin, { limit: 0 }), 400);
    await expectFailure(await moderation(admin, { keyword: 'x'.repeat(101) }), 400);
    await expectFailure(await moderation(alice), 404);
    await expectFailure(await moderation(undefined), 404);
  });

  it('no longer lists a removed comment nor the replies below it', async () => {
    expect((await call(t, commentCalls.adminRemove, { params: { id: ids.reply } }, admin)).statusCode).toBe(200);
    const page = okData<Page<AdminComment>>(await moderation(admin));
    expect(page.list.map((c) => c.id)).toEqual([ids.second, ids.first]);
    expect(page.list.find((c) => c.id === ids.first)?.replyCount).toBe(0);
  });
});
