import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCalls as c } from '../../../contracts/leads/calls';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin, createApprovedLead } from '../../test-support/factories';

/** The edit form reads one's own post by id (GET /api/supply-demand/own); anyone else hears it does not exist. */
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

describe('own post by id', () => {
  it('answers the author their post; 404 to anyone else, 401 signed out, 400 for a bad id', async () => {
    const id = await createApprovedLead(t, author.userId);
    expect(okData(await call(t, c.own, { query: { id } }, author))).toMatchObject({ id, userId: author.userId });
    expectFailure(await call(t, c.own, { query: { id } }, other), 404);
    expectFailure(await call(t, c.own, { query: { id } }, admin), 404);
    expectFailure(await call(t, c.own, { query: { id: 999_999 } }, author), 404);
    expectFailure(await call(t, c.own, { query: { id } }), 401);
    expectFailure(await call(t, c.own, { query: { id: 'x' } }, author), 400);
  });
});
