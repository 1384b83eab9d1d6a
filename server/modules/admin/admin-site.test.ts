import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminCalls } from '../../../contracts/admin/calls';
import type { AdminAgreement, AdminLink } from '../../../contracts/admin/models';
import type { CallDefinition } from '../../../contracts/core/calls';
import type { Page } from '../../../contracts/core/envelope';
import { siteCalls } from '../../../contracts/site/calls';
import type { NoticeEntry, SiteInfo } from '../../../contracts/site/models';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call, callAs, type AnyInput } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { expectOneAudit, lastAuditId, send, signInAdmin, type AdminSession } from './admin-test-kit';

let t: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  admin = await signInAdmin(t);
});
afterAll(() => t?.close());

const get = async <T>(definition: CallDefinition, input?: AnyInput) => okData<T>(await call(t, definition, input));
const publicLinks = async () => okData<Page<{ linkName: string }>>(await call(t, siteCalls.links, { params: { page: 1, limit: 10 } }));

/** Bad input: a 400 naming the field, no change and no audit entry. */
async function expectRefused(res: Promise<import('fastify').LightMyRequestResponse>, field: string) {
  const since = await lastAuditId(t);
  expectFailure(await res, 400, field);
  expect(await lastAuditId(t)).toBe(since);
}

describe('site info', () => {
  const form = {
    companyName: 'China Meat & Seafood Portal',
    logo: '/logo.svg',
    email: 'desk@portal.example',
    contactPhone: '+86 10 1234 5678',
    address: 'Beijing',
    host: 'https://m.portal.example',
    icpRecordNumber: 'ICP 123',
  };

  test('an edit shows at once on the public site info (the cache is cleared) and is audited with before and after', async () => {
    const before = await get<SiteInfo>(siteCalls.info);
    const since = await lastAuditId(t);
    expect(okData(await send(t, admin.headers, adminCalls.saveSiteInfo, { body: form }))).toEqual(form);
    expect(await get<SiteInfo>(siteCalls.info)).toMatchObject({ email: 'desk@portal.example', contactPhone: '+86 10 1234 5678' });
    expect(okData(await send(t, admin.headers, adminCalls.siteInfo))).toEqual(form);
    const entry = await expectOneAudit(t, since, 'siteInfo.update');
    expect(entry.before).toMatchObject({ email: before.email, host: before.host });
    expect(entry.after).toEqual(form);
  });

  test.each([
    ['a malformed e-mail', { email: 'not-an-email' }, 'email'],
    ['an empty company name', { companyName: '  ' }, 'companyName'],
    ['a javascript: host', { host: 'javascript:alert(1)' }, 'host'],
    ['an ftp host', { host: 'ftp://m.portal.example' }, 'host'],
    ['an over-long address', { address: 'a'.repeat(201) }, 'address'],
    ['a logo that is neither a path nor an address', { logo: 'logo.svg' }, 'logo'],
  ])('refuses %s', async (_name, change, field) => {
    await expectRefused(callAs(t, admin.headers, adminCalls.saveSiteInfo, { body: { ...form, ...change } }), field);
  });
});

describe('friendly links', () => {
  let ids: number[] = [];

  test('adds links (audited), which the public list shows at once; hidden ones stay off it', async () => {
    let since = await lastAuditId(t);
    const first = okData<AdminLink>(
      await send(t, admin.headers, adminCalls.addLink, { body: { linkName: 'GACC', linkUrl: 'https://www.customs.gov.cn', sort: 5 } }),
    );
    expect(first).toEqual({ id: expect.any(Number), linkName: 'GACC', linkUrl: 'https://www.customs.gov.cn', sort: 5, enabled: true });
    const entry = await expectOneAudit(t, since, 'link.add');
    expect([entry.before, entry.after]).toEqual([null, first]);
    since = await lastAuditId(t);
    const second = okData<AdminLink>(
      await send(t, admin.headers, adminCalls.addLink, {
        body: { linkName: 'Hidden', linkUrl: 'http://hidden.example', sort: 1, enabled: false },
      }),
    );
    ids = [first.id, second.id];
    expect((await publicLinks()).list.map((l) => l.linkName)).toEqual(['GACC']);
    expect(okData<Page<AdminLink>>(await send(t, admin.headers, adminCalls.links)).list.map((l) => l.linkName)).toEqual(['Hidden', 'GACC']);
  });

  test('edits a link, audited with the values before and after', async () => {
    const since = await lastAuditId(t);
    const body = { linkName: 'China Customs', linkUrl: 'https://english.customs.gov.cn', sort: 5, enabled: true };
    okData(await send(t, admin.headers, adminCalls.updateLink, { params: { id: ids[0]! }, body }));
    const entry = await expectOneAudit(t, since, 'link.update');
    expect(entry.before).toMatchObject({ linkName: 'GACC', linkUrl: 'https://www.customs.gov.cn' });
    expect(entry.after).toMatchObject({ linkName: 'China Customs' });
    expect((await publicLinks()).list.map((l) => l.linkName)).toEqual(['China Customs']);
  });

  test('sorts the links in the order given, and refuses an order that leaves one out', async () => {
    const since = await lastAuditId(t);
    const sorted = okData<Page<AdminLink>>(await send(t, admin.headers, adminCalls.sortLinks, { body: { ids: [ids[0]!, ids[1]!] } }));
    expect(sorted.list.map((l) => [l.id, l.sort])).toEqual([
      [ids[0], 10],
      [ids[1], 20],
    ]);
    const entry = await expectOneAudit(t, since, 'link.sort');
    expect(entry.after).toEqual([
      { id: ids[0], sort: 10 },
      { id: ids[1], sort: 20 },
    ]);
    await expectRefused(send(t, admin.headers, adminCalls.sortLinks, { body: { ids: [ids[0]!] } }), 'ids');
    await expectRefused(send(t, admin.headers, adminCalls.sortLinks, { body: { ids: [ids[0]!, ids[0]!] } }), 'ids');
  });

  test('deletes a link, audited with what it was; an unknown id is a 404', async () => {
    const since = await lastAuditId(t);
    expect(okData(await send(t, admin.headers, adminCalls.deleteLink, { params: { id: ids[1]! } }))).toBeNull();
    const entry = await expectOneAudit(t, since, 'link.delete');
    expect([entry.before, entry.after]).toEqual([expect.objectContaining({ linkName: 'Hidden' }), null]);
    expectFailure(await send(t, admin.headers, adminCalls.deleteLink, { params: { id: ids[1]! } }), 404);
    expectFailure(
      await send(t, admin.headers, adminCalls.updateLink, {
        params: { id: 999_999 },
        body: { linkName: 'X', linkUrl: 'https://x.example' },
      }),
      404,
    );
  });

  test.each([
    ['a javascript: address', { linkName: 'X', linkUrl: 'javascript:alert(1)' }, 'linkUrl'],
    ['a relative address', { linkName: 'X', linkUrl: '/market' }, 'linkUrl'],
    ['a data: address', { linkName: 'X', linkUrl: 'data:text/html,hi' }, 'linkUrl'],
    ['an empty name', { linkName: '', linkUrl: 'https://x.example' }, 'linkName'],
    ['an over-long name', { linkName: 'n'.repeat(51), linkUrl: 'https://x.example' }, 'linkName'],
    ['a negative sort', { linkName: 'X', linkUrl: 'https://x.example', sort: -1 }, 'sort'],
    ['a missing address', { linkName: 'X' }, 'linkUrl'],
  ])('refuses a link with %s', async (_name, body, field) => {
    await expectRefused(callAs(t, admin.headers, adminCalls.addLink, { body }), field);
  });
});

describe('agreements', () => {
  test('edits the content of an agreement type, shown at once to the app, audited', async () => {
    const all = okData<Page<AdminAgreement>>(await send(t, admin.headers, adminCalls.agreements));
    const instruction = all.list.find((a) => a.agreementType === 'INSTRUCTION')!;
    const since = await lastAuditId(t);
    const body = { name: 'Community instruction', content: '<p>Be kind.</p>' };
    expect(okData(await send(t, admin.headers, adminCalls.updateAgreement, { params: { id: instruction.id }, body }))).toMatchObject(body);
    const shown = await get<Page<{ content: string }>>(siteCalls.agreements, { query: { agreementType: 'INSTRUCTION' } });
    expect(shown.list[0]?.content).toBe('<p>Be kind.</p>');
    const entry = await expectOneAudit(t, since, 'agreement.update');
    expect(entry.before).toEqual({ name: instruction.name, content: instruction.content });
    expect(entry.after).toEqual(body);
  });

  test('keeps only the allow-listed markup of what it saves, and sends that', async () => {
    const body = {
      name: 'Community instruction',
      content: '<p style="position:fixed">Be <u>kind</u>.</p><form action="/x"><input name="a"></form>',
    };
    const saved = okData<AdminAgreement>(await send(t, admin.headers, adminCalls.updateAgreement, { params: { id: 1 }, body }));
    expect(saved.content).toBe('<p>Be <u>kind</u>.</p>');
    const shown = await get<Page<{ content: string; agreementType: string }>>(siteCalls.agreements, {
      query: { agreementType: saved.agreementType },
    });
    expect(shown.list[0]?.content).toBe('<p>Be <u>kind</u>.</p>');
  });

  test.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>'],
    ['an event handler', '<img src=x onerror="alert(1)">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['empty content', ''],
    ['content over the limit', 'x'.repeat(50_001)],
  ])('refuses %s', async (_name, content) => {
    await expectRefused(send(t, admin.headers, adminCalls.updateAgreement, { params: { id: 1 }, body: { name: 'X', content } }), 'content');
  });
});

describe('notice config', () => {
  test('the public call answers both codes, empty until set', async () => {
    expect(await get<Page<NoticeEntry>>(siteCalls.noticeConfig)).toEqual({
      list: [
        { code: 'ROLL_MESSAGE', value: '' },
        { code: 'REDIRECT_URL', value: '' },
      ],
      total: 2,
    });
  });

  test('an edit shows at once on the public call and is audited with before and after', async () => {
    await get(siteCalls.noticeConfig);
    const since = await lastAuditId(t);
    const body = { rollMessage: 'New access list for Brazil', redirectUrl: 'https://portal.example/news/1' };
    okData(await send(t, admin.headers, adminCalls.saveNotice, { body }));
    expect((await get<Page<NoticeEntry>>(siteCalls.noticeConfig)).list).toEqual([
      { code: 'ROLL_MESSAGE', value: body.rollMessage },
      { code: 'REDIRECT_URL', value: body.redirectUrl },
    ]);
    const entry = await expectOneAudit(t, since, 'notice.update');
    expect(entry.before).toEqual({ ROLL_MESSAGE: '', REDIRECT_URL: '' });
    expect(entry.after).toEqual({ ROLL_MESSAGE: body.rollMessage, REDIRECT_URL: body.redirectUrl });
  });

  test.each([
    ['a javascript: link', { rollMessage: 'x', redirectUrl: 'javascript:alert(1)' }, 'redirectUrl'],
    ['an over-long message', { rollMessage: 'm'.repeat(501), redirectUrl: '' }, 'rollMessage'],
    ['a missing message', { redirectUrl: '' }, 'rollMessage'],
  ])('refuses %s', async (_name, body, field) => {
    await expectRefused(callAs(t, admin.headers, adminCalls.saveNotice, { body }), field);
  });
});
