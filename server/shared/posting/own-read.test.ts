import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDefinition } from '../../../contracts/core/calls';
import { topicCalls } from '../../../contracts/forum/calls';
import { leadCalls } from '../../../contracts/leads/calls';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin, createApprovedLead } from '../../test-support/factories';
import { postsApi, released, TOPIC } from '../../test-support/posts';

/**
 * The edit forms read one's own post or topic by id (GET /api/supply-demand/own, GET /api/community/own), in any
 * status; anyone else hears it does not exist. One app serves both areas' cases.
 */
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

const cases: { name: string; own: CallDefinition; make: () => Promise<{ id: number; expected: object }> }[] = [
  {
    name: 'post (approved)',
    own: leadCalls.own,
    make: async () => {
      const id = await createApprovedLead(t, author.userId);
      return { id, expected: { id, userId: author.userId } };
    },
  },
  {
    name: 'topic (under review)',
    own: topicCalls.own,
    make: async () => {
      const topic = released(await postsApi(t).addTopic(author, TOPIC));
      return { id: topic.id, expected: { id: topic.id, code: topic.code, title: TOPIC.title, checkStatus: 1 } };
    },
  },
];

describe('own post or topic by id', () => {
  for (const { name, own, make } of cases) {
    it(`answers the author their ${name}; 404 to anyone else, 401 signed out, 400 for a bad id`, async () => {
      const { id, expected } = await make();
      expect(okData(await call(t, own, { query: { id } }, author))).toMatchObject(expected);
      expectFailure(await call(t, own, { query: { id } }, other), 404);
      expectFailure(await call(t, own, { query: { id } }, admin), 404);
      expectFailure(await call(t, own, { query: { id: 999_999 } }, author), 404);
      expectFailure(await call(t, own, { query: { id } }), 401);
      expectFailure(await call(t, own, { query: { id: 'x' } }, author), 400);
    });
  }
});
