import { asc, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsAdminCalls } from '../../../contracts/news/admin-calls';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_LIMITS } from '../../../contracts/news/codes';
import { auditLog, customsUpdate, newsItem } from '../../db/schema/index';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { itemForm, writeCustomsUpdate } from './news-test-kit';

let t: TestApp;
let admin: SignedInUser;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  admin = await createAdmin(t);
  user = await registerUser(t);
});
afterAll(() => t?.close());

const lastAuditId = async () => (await t.database.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;
const auditSince = (id: number) => t.database.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(asc(auditLog.id));

/** Markup a body may not keep, and what must be left of it. */
const XSS_CORPUS = [
  '<p>Safe <strong>text</strong></p>',
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(2)">',
  '<a href="javascript:alert(3)">click</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(4))" onclick="alert(5)">styled</p>',
  '<svg onload="alert(6)"><circle /></svg>',
  '<img src="data:image/png;base64,AAAA">',
  '<a href="https://gacc.gov.cn" target="_blank">GACC</a>',
].join('\n');

function expectClean(html: string) {
  expect(html).toContain('<p>Safe <strong>text</strong></p>');
  expect(html).toContain('<a href="https://gacc.gov.cn" rel="noopener noreferrer">GACC</a>');
  expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|style=|data:/i);
}

describe('admin news calls', () => {
  it('answer 404 to visitors and users, as if they did not exist', async () => {
    const attempts = [
      call(t, newsAdminCalls.items, { params: { kind: 'market-news' } }, user),
      call(t, newsAdminCalls.items, { params: { kind: 'market-news' } }),
      call(t, newsAdminCalls.createItem, { params: { kind: 'factory-news' }, body: itemForm() }, user),
      call(t, newsAdminCalls.customsUpdates, {}, user),
      call(t, newsAdminCalls.deleteItem, { params: { kind: 'market-news', id: 1 }, body: {} }, user),
    ];
    for (const res of await Promise.all(attempts)) expectFailure(res, 404);
  });

  it('write a draft, publish, edit, unpublish and delete a news item, each audited', async () => {
    const since = await lastAuditId();
    const form = itemForm({ contentTitle: '巴西牛肉', content: XSS_CORPUS, companyTags: ['C1', 'C1', 'C2'] });
    const draft = okData(await call(t, newsAdminCalls.createItem, { params: { kind: 'factory-news' }, body: form }, admin));
    expect(draft).toMatchObject({
      state: 'draft',
      publishedAt: null,
      newsSource: 164,
      contentTitle: '巴西牛肉',
      companyTags: ['C1', 'C2'],
    });
    expectClean(draft.content);
    const [stored] = await t.database.db.select().from(newsItem).where(eq(newsItem.id, draft.id));
    expectClean(stored!.content);
    expect(stored!.searchText).toContain('巴西牛肉');
    expect(stored!.searchText).not.toContain('alert');
    expectFailure(await call(t, newsCalls.factoryNewsDetail, { query: { id: draft.id } }), 404);
    // A draft is in the admin list, not in the public one.
    const listed = okData(await call(t, newsAdminCalls.items, { params: { kind: 'factory-news' }, query: { state: 'draft' } }, admin));
    expect(listed.list.map((r: any) => r.id)).toContain(draft.id);
    expect(okData(await call(t, newsCalls.factoryNews, { body: { companyTags: ['C2'] } })).total).toBe(0);

    const published = okData(
      await call(t, newsAdminCalls.publishItem, { params: { kind: 'factory-news', id: draft.id }, body: {} }, admin),
    );
    expect(published.state).toBe('published');
    expect(published.publishedAt).toMatch(/^\d{4}-/);
    const shown = okData(await call(t, newsCalls.factoryNewsDetail, { query: { id: draft.id } }));
    expectClean(shown.content);
    expect(okData(await call(t, newsCalls.factoryNews, { body: { companyTags: ['C2'] } })).total).toBe(1);

    const edited = okData(
      await call(
        t,
        newsAdminCalls.updateItem,
        { params: { kind: 'factory-news', id: draft.id }, body: { ...form, enContentTitle: 'Edited title' } },
        admin,
      ),
    );
    expect(edited).toMatchObject({ enContentTitle: 'Edited title', state: 'published', publishedAt: published.publishedAt });
    // The wrong kind does not find it.
    expectFailure(await call(t, newsAdminCalls.item, { params: { kind: 'market-news', id: draft.id } }, admin), 404);

    okData(await call(t, newsAdminCalls.unpublishItem, { params: { kind: 'factory-news', id: draft.id }, body: {} }, admin));
    expectFailure(await call(t, newsCalls.factoryNewsDetail, { query: { id: draft.id } }), 404);
    okData(await call(t, newsAdminCalls.deleteItem, { params: { kind: 'factory-news', id: draft.id }, body: {} }, admin));
    expectFailure(await call(t, newsAdminCalls.item, { params: { kind: 'factory-news', id: draft.id } }, admin), 404);

    const entries = await auditSince(since);
    expect(entries.map((e) => e.action)).toEqual(['news.create', 'news.publish', 'news.update', 'news.unpublish', 'news.delete']);
    for (const e of entries) expect(e).toMatchObject({ actorId: admin.userId, subjectType: 'factory-news', subjectId: String(draft.id) });
    expect(entries[2]!.before).toMatchObject({ enContentTitle: form.enContentTitle });
    expect(entries[2]!.after).toMatchObject({ enContentTitle: 'Edited title' });
    expect(entries[4]!.after).toBeNull();
  });

  it('write customs updates: a used infoCode is a conflict; published ones are listed and filtered by area', async () => {
    const since = await lastAuditId();
    const form = {
      infoCode: 'GACC-TEST-001',
      contentTitle: '关于测试公告的说明',
      enTitle: 'Inspection requirements for frozen krill from Norway',
      contentEng: XSS_CORPUS,
      countryCodes: ['NO', 'IS'],
      accessType: '202',
      enInfoTime: '2026-11-18',
    };
    const id = await writeCustomsUpdate(t, admin, form);
    const [stored] = await t.database.db.select().from(customsUpdate).where(eq(customsUpdate.id, id));
    expectClean(stored!.contentEng);
    expectFailure(await call(t, newsAdminCalls.createCustomsUpdate, { body: form }, admin), 409);

    const byArea = okData(await call(t, newsCalls.customsUpdates, { body: { area: ['IS'], limit: 10 } }));
    expect(byArea.list.map((r: any) => r.id)).toEqual([id]);
    expect(byArea.list[0]).toMatchObject({ infoCode: 'GACC-TEST-001', enInfoTime: '2026-11-18', countryNames: ['Norway', 'Iceland'] });
    expectClean(byArea.list[0].contentEng);
    expect(okData(await call(t, newsCalls.customsUpdates, { body: { area: ['BR'] } })).total).toBe(0);
    expect(okData(await call(t, newsCalls.customsUpdates, { body: { content: 'krill' } })).total).toBe(1);
    expect(okData(await call(t, newsCalls.customsUpdates, { body: { content: '测试公告' } })).total).toBe(1);

    okData(await call(t, newsAdminCalls.deleteCustomsUpdate, { params: { id }, body: {} }, admin));
    expect(okData(await call(t, newsCalls.customsUpdates, { body: { area: ['IS'] } })).total).toBe(0);
    expect((await auditSince(since)).map((e) => `${e.action} ${e.subjectType}`)).toEqual([
      'news.create customs-updates',
      'news.publish customs-updates',
      'news.delete customs-updates',
    ]);
  });

  it('keep a Chinese body beside the English one: sanitised, searched by its words, audited, and empty when absent', async () => {
    const since = await lastAuditId();
    const zhBody = `<h2>新增工厂</h2><p>本周巴西新增十一家牛肉工厂。</p>${XSS_CORPUS}`;
    const form = itemForm({ contentTitle: '巴西牛肉工厂获准', zhContent: zhBody });
    const created = okData(await call(t, newsAdminCalls.createItem, { params: { kind: 'market-news' }, body: form }, admin));
    expect(created.zhContent).toContain('<h2>新增工厂</h2><p>本周巴西新增十一家牛肉工厂。</p>');
    expectClean(created.zhContent);
    expect(created.content).toBe(form.content);
    const [stored] = await t.database.db.select().from(newsItem).where(eq(newsItem.id, created.id));
    expectClean(stored!.zhContent);
    expect(stored!.searchText).toContain('十一家牛肉工厂');
    const read = okData(await call(t, newsAdminCalls.item, { params: { kind: 'market-news', id: created.id } }, admin));
    expect(read.zhContent).toBe(created.zhContent);

    // Saved again without one, the item has no Chinese body any more; the audit keeps both.
    const cleared = okData(
      await call(t, newsAdminCalls.updateItem, { params: { kind: 'market-news', id: created.id }, body: itemForm() }, admin),
    );
    expect(cleared.zhContent).toBe('');
    const [, update] = await auditSince(since);
    expect(update!.before).toMatchObject({ zhContent: created.zhContent });
    expect(update!.after).toMatchObject({ zhContent: '' });

    const customs = {
      infoCode: 'GACC-TEST-ZH',
      enTitle: 'Chilled pork from Spain',
      contentEng: '<p>English notice.</p>',
      zhContent: '<p>西班牙冷鲜猪肉恢复进口。</p><script>alert(1)</script>',
      countryCodes: ['ES'],
      accessType: '201',
      enInfoTime: '2026-11-20',
    };
    const id = await writeCustomsUpdate(t, admin, customs, true);
    const update2 = okData(await call(t, newsAdminCalls.customsUpdate, { params: { id } }, admin));
    expect(update2).toMatchObject({ contentEng: '<p>English notice.</p>', zhContent: '<p>西班牙冷鲜猪肉恢复进口。</p>' });
    const [row] = await t.database.db.select().from(customsUpdate).where(eq(customsUpdate.id, id));
    expect(row!.searchText).toContain('冷鲜猪肉');
    expectFailure(
      await call(
        t,
        newsAdminCalls.createCustomsUpdate,
        { body: { ...customs, infoCode: 'GACC-TEST-ZH2', zhContent: 'x'.repeat(NEWS_LIMITS.bodyMax + 1) } },
        admin,
      ),
      400,
      'zhContent',
    );
  });

  it('list whole bodies to the admin desk, while public lists send a summary', async () => {
    const long = `<p>${'Chilled beef arrivals at Tianjin. '.repeat(80)}</p><p>The last paragraph.</p>`;
    const created = okData(
      await call(t, newsAdminCalls.createItem, { params: { kind: 'market-news' }, body: itemForm({ content: long }) }, admin),
    );
    const listed = okData(await call(t, newsAdminCalls.items, { params: { kind: 'market-news' }, query: { state: 'draft' } }, admin));
    expect(listed.list.find((r: any) => r.id === created.id).content).toBe(long);
    okData(await call(t, newsAdminCalls.publishItem, { params: { kind: 'market-news', id: created.id }, body: {} }, admin));
    const [row] = okData(await call(t, newsCalls.marketNews, { params: { page: 1, limit: 1 }, body: {} })).list;
    expect(row.id).toBe(created.id);
    expect(row.summary).toMatch(/^Chilled beef arrivals at Tianjin\. .*…$/);
  });

  it('refuse bad forms with 400 and unknown ids with 404', async () => {
    const kind = { kind: 'market-news' };
    expectFailure(
      await call(t, newsAdminCalls.createItem, { params: kind, body: itemForm({ enContentTitle: '' }) }, admin),
      400,
      'enContentTitle',
    );
    expectFailure(await call(t, newsAdminCalls.createItem, { params: kind, body: itemForm({ content: ' ' }) }, admin), 400, 'content');
    expectFailure(
      await call(t, newsAdminCalls.createItem, { params: kind, body: itemForm({ countryCode: 'XXX' }) }, admin),
      400,
      'countryCode',
    );
    expectFailure(
      await call(t, newsAdminCalls.createItem, { params: kind, body: itemForm({ sourceDate: '19/11/2026' }) }, admin),
      400,
      'sourceDate',
    );
    expectFailure(await call(t, newsAdminCalls.createItem, { params: { kind: 'blog' }, body: itemForm() }, admin), 400, 'kind');
    expectFailure(await call(t, newsAdminCalls.items, { params: kind, query: { state: 'gone' } }, admin), 400, 'state');
    expectFailure(await call(t, newsAdminCalls.createCustomsUpdate, { body: { infoCode: 'a b' } }, admin), 400, 'infoCode');
    expectFailure(await call(t, newsAdminCalls.publishItem, { params: { ...kind, id: 2_000_000_000 }, body: {} }, admin), 404);
    expectFailure(await call(t, newsAdminCalls.updateCustomsUpdate, { params: { id: 2_000_000_000 }, body: {} }, admin), 400);
    expectFailure(await call(t, newsAdminCalls.publishCustomsUpdate, { params: { id: 2_000_000_000 }, body: {} }, admin), 404);
    expectFailure(await call(t, newsAdminCalls.customsUpdate, { params: { id: 'x' } }, admin), 400, 'id');
  });
});
