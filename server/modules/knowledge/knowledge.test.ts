import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentCalls } from '../../../contracts/comments/calls';
import { COMMENTS_TYPE } from '../../../contracts/comments/codes';
import { knowledgeCalls } from '../../../contracts/knowledge/calls';
import { HOT_ARTICLES, KNOWLEDGE_MSG, KNOWLEDGE_PAGE_SIZE } from '../../../contracts/knowledge/codes';
import type { CategoryNode, KnowledgeArticle, KnowledgeListItem } from '../../../contracts/knowledge/models';
import { knowledgeArticle } from '../../db/schema/index';
import { DEMO_ARTICLES, DEMO_DRAFTS } from '../../db/seed/knowledge';
import { registerUser } from '../../test-support/accounts';
import { invalidate } from '../../platform/response-cache';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call, callAs, type AnyInput } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { knowledgeSitemap } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t?.close());

type ListPage = { list: KnowledgeListItem[]; total: number };
const page = async (body: Record<string, unknown> = {}, p = 1, limit = KNOWLEDGE_PAGE_SIZE): Promise<ListPage> =>
  okData(
    await callAs(t, {}, knowledgeCalls.page, {
      params: { page: p, limit },
      body: { contentType: 'KNOWLEDGE', contentDisplay: 'DISPLAY', ...body },
    }),
  );
const tree = async (): Promise<CategoryNode[]> => okData(await callAs(t, {}, knowledgeCalls.categories)).categories;
const detail = (id: number | string) => callAs(t, {}, knowledgeCalls.detail, { query: { id } });
const PUBLIC_TOTAL = DEMO_ARTICLES.length - DEMO_DRAFTS;

describe('POST /api/newsQuery/pageKnowledge/{page}/{limit}', () => {
  it('answers 10 published articles a page, newest first, with the spec field names', async () => {
    const data = await page();
    expect(data.total).toBe(PUBLIC_TOTAL);
    expect(data.list).toHaveLength(KNOWLEDGE_PAGE_SIZE);
    expect(data.list[0]).toEqual({
      id: expect.any(Number),
      contentTitle: expect.any(String),
      createDate: expect.stringMatching(/^20(24|25|26)-\d\d-\d\dT/),
      categoryId: expect.stringMatching(/^\d+$/),
      categoryName: expect.any(String),
      contentHit: expect.any(Number),
      contentKeyword: expect.any(String),
      summary: expect.any(String),
      waterRemarkFlag: expect.any(Number),
    });
    const dates = data.list.map((a) => a.createDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.list[0]!.summary).not.toMatch(/</);
  });

  it('pages without overlap; -1, an empty categoryId and none all list everything', async () => {
    const [one, two] = await Promise.all([page({}, 1), page({}, 2)]);
    const ids = new Set(one.list.map((a) => a.id));
    expect(two.list.some((a) => ids.has(a.id))).toBe(false);
    const last = await page({}, Math.ceil(PUBLIC_TOTAL / KNOWLEDGE_PAGE_SIZE));
    expect(last.list).toHaveLength(PUBLIC_TOTAL % KNOWLEDGE_PAGE_SIZE || KNOWLEDGE_PAGE_SIZE);
    for (const categoryId of [-1, '-1', '']) expect((await page({ categoryId })).total).toBe(PUBLIC_TOTAL);
  });

  it('lists a root category with its sub-categories’ articles, matching the tree’s counts', async () => {
    const nodes = await tree();
    const clearance = nodes.find((n) => n.label === 'Customs clearance & inspection')!;
    expect(clearance.children.length).toBeGreaterThan(1);
    const data = await page({ categoryId: clearance.uuid }, 1, 100);
    expect(data.total).toBe(clearance.count);
    const allowed = new Set([clearance.uuid, ...clearance.children.map((c) => c.uuid)]);
    expect(data.list.every((a) => allowed.has(a.categoryId))).toBe(true);
    // Both its own articles and its children's are there.
    expect(data.list.some((a) => a.categoryId === clearance.uuid)).toBe(true);
    expect(data.list.some((a) => a.categoryId !== clearance.uuid)).toBe(true);
    const child = clearance.children[0]!;
    const childList = await page({ categoryId: Number(child.uuid) }, 1, 100);
    expect(childList.total).toBe(child.count);
    expect(childList.list.every((a) => a.categoryId === child.uuid)).toBe(true);
  });

  it('-3 lists the most read first, at most one page of them', async () => {
    const hot = await page({ categoryId: -3 });
    expect(hot.total).toBe(HOT_ARTICLES);
    const hits = hot.list.map((a) => a.contentHit);
    expect(hits).toEqual([...hits].sort((a, b) => b - a));
    const all = await page({}, 1, 100);
    const top = Math.max(...all.list.map((a) => a.contentHit));
    expect(hits[0]).toBe(top);
    expect((await page({ categoryId: -3 }, 2)).list).toEqual([]);
  });

  it('filters by title words (English stems) and by part of a word', async () => {
    const labels = await page({ articleTitle: 'labels' }, 1, 100);
    expect(labels.total).toBeGreaterThan(1);
    expect(labels.list.every((a) => /label/i.test(a.contentTitle))).toBe(true);
    expect(labels.list.some((a) => /labelling/i.test(a.contentTitle))).toBe(true);
    const partial = await page({ articleTitle: 'ecree 24' }, 1, 100);
    expect(partial.total).toBeGreaterThan(0);
    expect(partial.list.every((a) => /decree 24/i.test(a.contentTitle))).toBe(true);
    expect((await page({ articleTitle: 'zebra crossings' })).total).toBe(0);
    const inCategory = await page({
      articleTitle: 'labels',
      categoryId: (await tree()).find((n) => n.label === 'Cold chain & storage')!.uuid,
    });
    expect(inCategory.total).toBe(0);
  });

  it.each<[string, AnyInput, string]>([
    ['page 0', { params: { page: 0, limit: 10 } }, 'page'],
    ['a limit of 0', { params: { page: 1, limit: 0 } }, 'limit'],
    ['a categoryId of 0', { params: { page: 1, limit: 10 }, body: { categoryId: 0 } }, 'categoryId'],
    ['a categoryId of -2', { params: { page: 1, limit: 10 }, body: { categoryId: -2 } }, 'categoryId'],
    ['a categoryId that is not a number', { params: { page: 1, limit: 10 }, body: { categoryId: 'hot' } }, 'categoryId'],
    ['a title over 100 characters', { params: { page: 1, limit: 10 }, body: { articleTitle: 'x'.repeat(101) } }, 'articleTitle'],
    ['another contentType', { params: { page: 1, limit: 10 }, body: { contentType: 'NEWS' } }, 'contentType'],
    ['hidden articles', { params: { page: 1, limit: 10 }, body: { contentDisplay: 'HIDDEN' } }, 'contentDisplay'],
  ])('refuses %s with a 400 naming the field', async (_name, input, field) => {
    expectFailure(await callAs(t, {}, knowledgeCalls.page, input), 400, field);
  });
});

describe('GET /api/knowledge/category/list', () => {
  it('answers the all and hot entries, then the roots with counts that add up', async () => {
    const nodes = await tree();
    expect(nodes[0]).toEqual({ uuid: '-1', label: 'All', count: PUBLIC_TOTAL, children: [] });
    expect(nodes[1]).toEqual({ uuid: '-3', label: 'Hot', count: HOT_ARTICLES, children: [] });
    const roots = nodes.slice(2);
    expect(roots.length).toBeGreaterThanOrEqual(9);
    expect(roots.reduce((n, r) => n + r.children.length, roots.length)).toBeGreaterThanOrEqual(12);
    expect(roots.reduce((sum, r) => sum + r.count, 0)).toBe(PUBLIC_TOTAL);
    for (const root of roots) {
      expect(root.count).toBeGreaterThanOrEqual(root.children.reduce((sum, c) => sum + c.count, 0));
      for (const child of root.children)
        expect(child).toEqual({ uuid: expect.stringMatching(/^\d+$/), label: expect.any(String), count: expect.any(Number), children: [] });
    }
  });
});

describe('GET /api/newsQuery/detail', () => {
  it('answers the article with its category path from the root (its views: view-counts.test.ts)', async () => {
    const nodes = await tree();
    const root = nodes.find((n) => n.label === 'Labelling & packaging')!;
    const child = root.children.find((c) => c.label === 'Chinese labels (GB 7718)')!;
    const [item] = (await page({ categoryId: child.uuid })).list;
    const first = okData<KnowledgeArticle>(await detail(item!.id));
    expect(first).toMatchObject({ id: item!.id, contentTitle: item!.contentTitle, categoryId: child.uuid });
    expect(first.paths).toEqual([
      { uuid: root.uuid, categoryName: root.label },
      { uuid: child.uuid, categoryName: child.label },
    ]);
    expect(first.content).toMatch(/<h2>/);
    expect(first).toHaveProperty('baiduIncluded');
    expect(first).toHaveProperty('waterRemark');
    expect(first.contentHit).toEqual(expect.any(Number));
    const second = okData<KnowledgeArticle>(await detail(String(item!.id)));
    expect(second).toEqual(first);
  });

  it('a root category’s article has a path of one step', async () => {
    const nodes = await tree();
    const products = nodes.find((n) => n.label === 'Product rules')!;
    const own = (await page({ categoryId: products.uuid }, 1, 100)).list.find((a) => a.categoryId === products.uuid)!;
    expect(okData<KnowledgeArticle>(await detail(own.id)).paths).toEqual([{ uuid: products.uuid, categoryName: products.label }]);
  });

  it('answers 404 for an unknown id, a draft and a hidden article', async () => {
    expect(expectFailure(await detail(2_000_000), 404).msg).toBe(KNOWLEDGE_MSG.articleNotFound);
    const [draft] = await t.database.db.select().from(knowledgeArticle).where(eq(knowledgeArticle.state, 'draft')).limit(1);
    expectFailure(await detail(draft!.id), 404);
    const [shown] = (await page({}, 3)).list;
    await t.database.db.update(knowledgeArticle).set({ contentDisplay: 'HIDDEN' }).where(eq(knowledgeArticle.id, shown!.id));
    // Changed behind the calls' back (as an import would): the anonymous cache is told, as an import tells it.
    await invalidate(['knowledge']);
    expectFailure(await detail(shown!.id), 404);
    expect((await page({}, 1, 100)).list.some((a) => a.id === shown!.id)).toBe(false);
    await t.database.db.update(knowledgeArticle).set({ contentDisplay: 'DISPLAY' }).where(eq(knowledgeArticle.id, shown!.id));
    await invalidate(['knowledge']);
  });

  it.each<[string, AnyInput]>([
    ['no id', {}],
    ['an id that is not a number', { query: { id: 'abc' } }],
    ['an id of 0', { query: { id: 0 } }],
  ])('refuses %s with a 400 naming id', async (_name, input) => {
    expectFailure(await callAs(t, {}, knowledgeCalls.detail, input), 400, 'id');
  });
});

describe('comments and the sitemap', () => {
  it('takes comments on a published article and refuses them on a draft', async () => {
    const user = await registerUser(t);
    const [item] = (await page()).list;
    const body = {
      commentsType: COMMENTS_TYPE.KNOWLEDGE_BASE,
      ownerId: String(item!.id),
      messageContent: 'Useful summary, thank you.',
      messageMode: 'KNOWLEDGE_BASE',
    };
    const added = await call(t, commentCalls.add, { body }, user);
    expect(added.statusCode, added.body).toBe(200);
    const listed = await call(t, commentCalls.list, { query: { commentsType: 'KNOWLEDGE_BASE', ownerId: String(item!.id) } });
    expect(okData(listed).list.map((c: { messageContent: string }) => c.messageContent)).toContain('Useful summary, thank you.');
    const [draft] = await t.database.db.select().from(knowledgeArticle).where(eq(knowledgeArticle.state, 'draft')).limit(1);
    expectFailure(await call(t, commentCalls.add, { body: { ...body, ownerId: String(draft!.id) } }, user), 404);
  });

  it("lists every public article's page in the sitemap source, and no draft", async () => {
    const entries = [];
    for await (const batch of knowledgeSitemap(t.database.db).entries()) entries.push(...batch);
    expect(entries).toHaveLength(PUBLIC_TOTAL);
    expect(entries[0]).toEqual({ path: expect.stringMatching(/^\/knowledgeBase\/\d+$/), lastmod: expect.stringMatching(/^20\d\d-/) });
    const drafts = await t.database.db.select().from(knowledgeArticle).where(eq(knowledgeArticle.state, 'draft'));
    const paths = new Set(entries.map((e) => e.path));
    for (const d of drafts) expect(paths.has(`/knowledgeBase/${d.id}`)).toBe(false);
  });
});
