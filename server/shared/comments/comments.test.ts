import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentCalls } from '../../../contracts/comments/calls';
import { ADMIN_REPLY } from '../../../contracts/comments/codes';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { pageAudit } from '../audit/index';
import { commentsApi, createFactoryNewsItem, written } from './comments-test-kit';

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;
let api: ReturnType<typeof commentsApi>;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  alice = await registerUser(t, { nickName: 'Alice' });
  bob = await registerUser(t, { nickName: 'Bob' });
  admin = await createAdmin(t);
  api = commentsApi(t, await createFactoryNewsItem(t));
});
afterAll(() => t?.close());

describe('comments on a factory-news item about a company (FACTORY_NEWS)', () => {
  it('lists nothing before anyone writes, to visitors too', async () => {
    expect(await api.list()).toEqual({ list: [], total: 0 });
  });

  it('adds a comment, answering its id with "Successfully!", and lists it newest first', async () => {
    const first = written(await api.add(alice, '  Good news for Uruguayan beef  ', { messageMode: 'QUERYTOOL', accessType: '201' }));
    const second = written(await api.add(bob, 'Which products?'));
    const page = await api.list();
    expect(page.total).toBe(2);
    expect(page.list.map((c) => c.id)).toEqual([second, first]);
    expect(page.list[1]).toMatchObject({
      author: 'Alice',
      authorId: alice.userId,
      messageContent: 'Good news for Uruguayan beef',
      adminReply: ADMIN_REPLY.USER,
      pid: null,
      commentsType: 'FACTORY_NEWS',
      messageMode: 'QUERYTOOL',
      accessType: '201',
      messageReply: [],
      deletable: false,
    });
  });

  it('says which comments the caller may delete: the author their own, an administrator every one', async () => {
    const asAlice = await api.list(alice);
    expect(asAlice.list.map((c) => [c.author, c.deletable])).toEqual([
      ['Bob', false],
      ['Alice', true],
    ]);
    expect((await api.list(admin)).list.every((c) => c.deletable)).toBe(true);
  });

  it('nests replies under their thread with the nickname replied to, and flags an administrator', async () => {
    const root = written(await api.add(alice, 'Thread start'));
    const fromBob = written(await api.reply(bob, root, 'A reply'));
    const fromAdmin = written(await api.reply(admin, fromBob, 'The registration is valid'));
    const thread = (await api.list()).list.find((c) => c.id === root);
    expect(thread?.messageReply).toMatchObject([
      {
        id: fromBob,
        pid: root,
        author: 'Bob',
        messageNickName: 'Alice',
        adminReply: ADMIN_REPLY.USER,
        messageReplyAdmin: ADMIN_REPLY.USER,
      },
      { id: fromAdmin, pid: fromBob, messageNickName: 'Bob', adminReply: ADMIN_REPLY.ADMIN, messageReplyAdmin: ADMIN_REPLY.USER },
    ]);
    // Replies are not threads of their own.
    expect((await api.list()).list.map((c) => c.id)).not.toContain(fromBob);
  });

  it('refuses a reply to a comment of another subject or one that does not exist (404)', async () => {
    expectFailure(await api.reply(alice, 999_999, 'Hello'), 404);
    const elsewhere = commentsApi(t, await createFactoryNewsItem(t));
    const other = written(await elsewhere.add(bob, 'On another article'));
    expectFailure(await api.reply(alice, other, 'Hello'), 404);
    expect((await elsewhere.list()).list[0]?.messageReply).toEqual([]);
  });
});

describe('deleting', () => {
  it('removes the comment and every reply below it, leaving the rest of the thread', async () => {
    const root = written(await api.add(alice, 'Delete test'));
    const kept = written(await api.reply(bob, root, 'Kept'));
    const gone = written(await api.reply(alice, root, 'Going'));
    const goneBelow = written(await api.reply(bob, gone, 'Going with it'));
    expect(written<null>(await api.remove(alice, gone))).toBeNull();
    const thread = (await api.list()).list.find((c) => c.id === root);
    expect(thread?.messageReply.map((r) => r.id)).toEqual([kept]);
    expectFailure(await api.reply(bob, goneBelow, 'Too late'), 404);

    written(await api.remove(alice, root));
    expect((await api.list()).list.map((c) => c.id)).not.toContain(root);
  });

  it('answers 404 when another user deletes, as if the comment did not exist, and keeps it', async () => {
    const id = written(await api.add(alice, 'Mine'));
    expectFailure(await api.remove(bob, id), 404);
    expectFailure(await call(t, commentCalls.remove, { body: { commentsType: 'KNOWLEDGE_BASE', id } }, alice), 404);
    expect((await api.list()).list.map((c) => c.id)).toContain(id);
  });

  it("lets an administrator delete anyone's comment, and audits it (not an author's own delete)", async () => {
    const audited = async (id: number) =>
      (await pageAudit(t.database.db, { action: 'comment.remove', subjectId: String(id) }, 0, 10)).total;
    const id = written(await api.add(bob, 'Spam'));
    written(await api.remove(admin, id));
    expect((await api.list()).list.map((c) => c.id)).not.toContain(id);
    expect(await audited(id)).toBe(1);
    const own = written(await api.add(bob, 'Typo'));
    written(await api.remove(bob, own));
    expect(await audited(own)).toBe(0);
  });
});

describe('admin removal', () => {
  const remove = (user: SignedInUser | undefined, id: number) => call(t, commentCalls.adminRemove, { params: { id } }, user);

  it('removes any comment with its replies and records it in the audit log', async () => {
    const id = written(await api.add(bob, 'Off topic'));
    const reply = written(await api.reply(alice, id, 'Indeed'));
    expect(okData(await remove(admin, id))).toBeNull();
    expect((await api.list()).list.map((c) => c.id)).not.toContain(id);
    const { rows: list } = await pageAudit(
      t.database.db,
      { action: 'comment.remove', subjectType: 'comment', subjectId: String(id) },
      0,
      10,
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ actorId: admin.userId, before: { id, content: 'Off topic', authorId: bob.userId } });
    expect(list[0]?.after).toEqual({ removedIds: [id, reply] });
    expectFailure(await remove(admin, id), 404);
  });

  it('is not there for users (404) nor visitors', async () => {
    const id = written(await api.add(alice, 'Stays'));
    expectFailure(await remove(alice, id), 404);
    expect([401, 404]).toContain((await remove(undefined, id)).statusCode);
  });
});
