import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicCalls as c } from '../../../contracts/forum/calls';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { postsApi, released, TOPIC } from '../../test-support/posts';

/** The topic form reads one's own topic by id (GET /api/community/own) to edit it; anyone else hears it does not exist. */
let t: TestApp;
let author: SignedInUser;
let other: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  author = await registerUser(t, { nickName: 'Author' });
  other = await registerUser(t, { nickName: 'Other' });
  admin = await createAdmin(t);
});
afterAll(() => t?.close());

describe('own topic by id', () => {
  it('answers the author their topic under review; 404 to anyone else, 401 signed out, 400 for a bad id', async () => {
    const topic = released(await postsApi(t).addTopic(author, TOPIC));
    expect(okData(await call(t, c.own, { query: { id: topic.id } }, author))).toMatchObject({
      id: topic.id,
      code: topic.code,
      title: TOPIC.title,
      checkStatus: 1,
    });
    expectFailure(await call(t, c.own, { query: { id: topic.id } }, other), 404);
    expectFailure(await call(t, c.own, { query: { id: topic.id } }, admin), 404);
    expectFailure(await call(t, c.own, { query: { id: 999_999 } }, author), 404);
    expectFailure(await call(t, c.own, { query: { id: topic.id } }), 401);
    expectFailure(await call(t, c.own, { query: { id: 'x' } }, author), 400);
  });
});
