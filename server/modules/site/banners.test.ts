import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerAdminCalls as admin } from '../../../contracts/site/banner-calls';
import type { AdminBanner, Banner } from '../../../contracts/site/banners';
import { siteCalls } from '../../../contracts/site/calls';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { auditSince, callAs, lastAuditId, type AnyInput } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';

let t: TestApp;
let boss: SignedInUser;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
  [boss, user] = await Promise.all([createAdmin(t), registerUser(t)]);
});
afterAll(() => t?.close());

const shown = async (): Promise<Banner[]> =>
  okData(await callAs(t, {}, siteCalls.banners, { body: { appId: 'TOOL1000', showPositions: ['TOP_YDT'] } })).list;
const as = (definition: Parameters<typeof callAs>[2], input: AnyInput = {}) => callAs(t, boss.headers, definition, input);
const form = (extra: Record<string, unknown> = {}) => ({
  showPosition: 'TOP_YDT',
  title: 'Residue testing explained',
  image: '/banners/labels.svg',
  link: '/knowledgeBase',
  ...extra,
});

describe('POST /api/banner/listByPosition', () => {
  it('answers the demo banners of TOP_YDT in order, with pictures served by the portal', async () => {
    const list = await shown();
    expect(list).toHaveLength(3);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      appId: 'TOOL1000',
      showPosition: 'TOP_YDT',
      title: expect.any(String),
      image: expect.stringMatching(/^\/banners\/[a-z-]+\.svg$/),
      link: expect.stringMatching(/^\/knowledgeBase\?categoryId=\d+$/),
      sort: expect.any(Number),
    });
    expect(list.map((b) => b.sort)).toEqual([...list.map((b) => b.sort)].sort((a, b) => a - b));
    const other = okData(await callAs(t, {}, siteCalls.banners, { body: { appId: 'OTHER', showPositions: ['TOP_YDT'] } }));
    expect(other.list).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['no positions', { appId: 'TOOL1000' }, 'showPositions'],
    ['an empty position list', { appId: 'TOOL1000', showPositions: [] }, 'showPositions'],
    ['an unknown position', { appId: 'TOOL1000', showPositions: ['SIDEBAR'] }, 'showPositions.0'],
    ['an empty appId', { appId: '', showPositions: ['TOP_YDT'] }, 'appId'],
  ])('refuses %s with a 400 naming the field', async (_name, body, field) => {
    expectFailure(await callAs(t, {}, siteCalls.banners, { body }), 400, field);
  });
});

describe('admin banner calls', () => {
  it('adds, edits, orders and deletes banners; a disabled or out-of-window banner is not shown; all audited', async () => {
    const since = await lastAuditId(t);
    const added = okData<AdminBanner>(await as(admin.add, { body: form() }));
    expect((await shown()).at(-1)!.id).toBe(added.id);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    okData(await as(admin.update, { params: { id: added.id }, body: form({ startsAt: future }) }));
    expect((await shown()).some((b) => b.id === added.id)).toBe(false);
    okData(await as(admin.update, { params: { id: added.id }, body: form({ enabled: false }) }));
    expect((await shown()).some((b) => b.id === added.id)).toBe(false);
    okData(await as(admin.update, { params: { id: added.id }, body: form() }));

    const ids = (await shown()).map((b) => b.id).reverse();
    okData(await as(admin.sort, { body: { showPosition: 'TOP_YDT', ids } }));
    expect((await shown()).map((b) => b.id)).toEqual(ids);
    expectFailure(await as(admin.sort, { body: { showPosition: 'TOP_YDT', ids: ids.slice(1) } }), 400, 'ids');

    expect(okData(await as(admin.remove, { params: { id: added.id } }))).toBeNull();
    expectFailure(await as(admin.remove, { params: { id: added.id } }), 404);
    const entries = await auditSince(t, since);
    expect(entries.map((e) => e.action)).toEqual([
      'banner.add',
      'banner.update',
      'banner.update',
      'banner.update',
      'banner.sort',
      'banner.delete',
    ]);
    expect(entries.every((e) => e.subjectType === 'banner' && e.actorId === boss.userId)).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a javascript: image', { image: 'javascript:alert(1)' }, 'image'],
    ['an http image', { image: 'http://example.com/a.png' }, 'image'],
    ['a protocol-relative link', { link: '//evil.example/x' }, 'link'],
    ['a window that ends before it starts', { startsAt: '2026-05-02T00:00:00Z', endsAt: '2026-05-01T00:00:00Z' }, 'endsAt'],
    ['an empty title', { title: '' }, 'title'],
  ])('refuses %s with a 400 naming the field', async (_name, extra, field) => {
    expectFailure(await as(admin.add, { body: form(extra) }), 400, field);
  });

  it.each<[string, Parameters<typeof callAs>[2], AnyInput]>([
    ['list', admin.list, {}],
    ['add', admin.add, { body: form() }],
    ['update', admin.update, { params: { id: 1 }, body: form() }],
    ['delete', admin.remove, { params: { id: 1 } }],
    ['sort', admin.sort, { body: { showPosition: 'TOP_YDT', ids: [1] } }],
  ])('%s answers 404 to visitors and plain users', async (_name, definition, input) => {
    const before = await lastAuditId(t);
    expectFailure(await callAs(t, {}, definition, input), 404);
    expectFailure(await callAs(t, user.headers, definition, input), 404);
    expect(await auditSince(t, before)).toEqual([]);
  });
});
