import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls } from '../../../contracts/admin/calls';
import { newsAdminCalls } from '../../../contracts/news/admin-calls';
import type { SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { callAs, type AnyInput } from '../../test-support/calls';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  admin = await createAdmin(t);
});
afterAll(() => t?.close());

const call = (definition: Parameters<typeof callAs>[2], input: AnyInput) => callAs(t, admin.headers, definition, input);
const itemForm = {
  enContentTitle: 'Audited item on chilled beef',
  content: '<p>Body.</p>',
  countryCode: 'UY',
  accessType: '201',
  sourceDate: '2026-11-19',
};

describe('the audit log filters', () => {
  it("find the news desk's writes by action and by kind", async () => {
    const params = { kind: 'market-news' };
    const item = okData(await call(newsAdminCalls.createItem, { params, body: itemForm })) as { id: number };
    okData(await call(newsAdminCalls.publishItem, { params: { ...params, id: item.id }, body: {} }));

    const published = okData(await call(adminCalls.audit, { query: { action: 'news.publish', subjectType: 'market-news' } })) as {
      list: { action: string; subjectType: string; subjectId: string }[];
    };
    expect(published.list.length).toBeGreaterThan(0);
    expect(published.list.every((e) => e.action === 'news.publish' && e.subjectType === 'market-news')).toBe(true);
    expect(published.list.map((e) => e.subjectId)).toContain(String(item.id));

    const created = okData(await call(adminCalls.audit, { query: { subjectType: 'market-news', subjectId: String(item.id) } })) as {
      list: { action: string }[];
    };
    expect(created.list.map((e) => e.action).sort()).toEqual(['news.create', 'news.publish']);
  });
});
