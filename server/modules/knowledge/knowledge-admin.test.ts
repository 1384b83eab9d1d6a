import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeAdminCalls as admin, knowledgeCalls } from '../../../contracts/knowledge/calls';
import { KNOWLEDGE_MSG } from '../../../contracts/knowledge/codes';
import type { AdminArticle, AdminCategory, CategoryNode } from '../../../contracts/knowledge/models';
import { knowledgeArticle } from '../../db/schema/index';
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

const as = (input: AnyInput, definition: Parameters<typeof callAs>[2]) => callAs(t, boss.headers, definition, input);
const tree = async (): Promise<CategoryNode[]> => okData(await callAs(t, {}, knowledgeCalls.categories)).categories;
const detail = (id: number) => callAs(t, {}, knowledgeCalls.detail, { query: { id } });
const leafId = async () => Number((await tree()).find((n) => n.children.length > 0)!.children[0]!.uuid);
const form = async (extra: Record<string, unknown> = {}) => ({
  contentTitle: 'Testing shrimp for sulphites before shipment',
  content: '<h2>Why</h2><p>Sulphite use must stay within GB 2760.</p>',
  categoryId: await leafId(),
  contentKeyword: 'sulphites',
  ...extra,
});

describe('admin knowledge calls: who may call', () => {
  // Valid input, so the refusal comes from the access rule and not from validation.
  const article = { contentTitle: 'A title', content: '<p>Body</p>', categoryId: 1 };
  const calls: [string, Parameters<typeof callAs>[2], AnyInput][] = [
    ['articles', admin.articles, {}],
    ['article', admin.article, { params: { id: 1 } }],
    ['createArticle', admin.createArticle, { body: article }],
    ['updateArticle', admin.updateArticle, { params: { id: 1 }, body: article }],
    ['publishArticle', admin.publishArticle, { params: { id: 1 } }],
    ['unpublishArticle', admin.unpublishArticle, { params: { id: 1 } }],
    ['deleteArticle', admin.deleteArticle, { params: { id: 1 } }],
    ['categories', admin.categories, {}],
    ['createCategory', admin.createCategory, { body: { categoryName: 'New' } }],
    ['renameCategory', admin.renameCategory, { params: { id: 1 }, body: { categoryName: 'New' } }],
    ['moveCategory', admin.moveCategory, { params: { id: 2 }, body: { parentId: null } }],
    ['sortCategories', admin.sortCategories, { body: { parentId: null, ids: [1] } }],
    ['deleteCategory', admin.deleteCategory, { params: { id: 1 } }],
  ];
  it.each(calls)('%s answers 404 to visitors and plain users, and changes nothing', async (_name, definition, input) => {
    const before = await lastAuditId(t);
    const treeBefore = await tree();
    expectFailure(await callAs(t, {}, definition, input), 404);
    expectFailure(await callAs(t, user.headers, definition, input), 404);
    expect(await auditSince(t, before)).toEqual([]);
    expect(await tree()).toEqual(treeBefore);
  });
});

describe('admin knowledge articles', () => {
  it('writes a draft that stays private until published, lists drafts, and audits every step', async () => {
    const since = await lastAuditId(t);
    const created = okData<AdminArticle>(await as({ body: await form() }, admin.createArticle));
    expect(created).toMatchObject({
      state: 'draft',
      publishedAt: null,
      contentDisplay: 'DISPLAY',
      contentType: 'KNOWLEDGE',
      contentHit: 0,
    });
    expectFailure(await detail(created.id), 404);
    const drafts = okData(await as({ query: { state: 'draft', limit: 100 } }, admin.articles));
    expect(drafts.list.map((a: AdminArticle) => a.id)).toContain(created.id);
    const allCount = (await tree())[0]!.count;

    const published = okData<AdminArticle>(await as({ params: { id: created.id } }, admin.publishArticle));
    expect(published.state).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    expect(okData(await detail(created.id)).contentTitle).toBe(created.contentTitle);
    expect((await tree())[0]!.count).toBe(allCount + 1);

    const edited = okData<AdminArticle>(
      await as(
        { params: { id: created.id }, body: await form({ contentTitle: 'Sulphites in shrimp: testing before shipment' }) },
        admin.updateArticle,
      ),
    );
    expect(edited.contentTitle).toBe('Sulphites in shrimp: testing before shipment');
    expect(okData<AdminArticle>(await as({ params: { id: created.id } }, admin.unpublishArticle)).state).toBe('draft');
    expectFailure(await detail(created.id), 404);
    expect(okData(await as({ params: { id: created.id } }, admin.deleteArticle))).toBeNull();
    expectFailure(await as({ params: { id: created.id } }, admin.article), 404);

    const entries = await auditSince(t, since);
    expect(entries.map((e) => e.action)).toEqual([
      'knowledgeArticle.create',
      'knowledgeArticle.publish',
      'knowledgeArticle.update',
      'knowledgeArticle.unpublish',
      'knowledgeArticle.delete',
    ]);
    expect(
      entries.every((e) => e.subjectType === 'knowledgeArticle' && e.subjectId === String(created.id) && e.actorId === boss.userId),
    ).toBe(true);
    expect(entries[2]!.before).toMatchObject({ contentTitle: 'Testing shrimp for sulphites before shipment' });
    expect(entries[2]!.after).toMatchObject({ contentTitle: 'Sulphites in shrimp: testing before shipment' });
    expect(entries[4]!.after).toBeNull();
  });

  const XSS = [
    '<script>alert(1)</script><p>safe</p>',
    '<img src=x onerror="alert(1)"><p>safe</p>',
    '<a href="javascript:alert(1)">click</a>',
    '<iframe src="https://example.com"></iframe><p>safe</p>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">safe</p>',
    '<svg onload="alert(1)"><circle/></svg>',
    '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  ];
  const UNSAFE = /<script|onerror|onclick|onload|javascript:|<iframe|<svg|style=|data:/i;

  it('stores and serves an XSS corpus clean', async () => {
    const created = okData<AdminArticle>(await as({ body: await form({ content: XSS.join('\n') }) }, admin.createArticle));
    const [row] = await t.database.db.select().from(knowledgeArticle).where(eq(knowledgeArticle.id, created.id));
    expect(row!.content).not.toMatch(UNSAFE);
    expect(row!.content).toContain('<p>safe</p>');
    expect(created.content).not.toMatch(UNSAFE);
    okData(await as({ params: { id: created.id } }, admin.publishArticle));
    expect(okData(await detail(created.id)).content).not.toMatch(UNSAFE);
    // A row written around the service is cleaned on the way out too.
    await t.database.db
      .update(knowledgeArticle)
      .set({ content: XSS.join('') })
      .where(eq(knowledgeArticle.id, created.id));
    expect(okData(await detail(created.id)).content).not.toMatch(UNSAFE);
    expect(okData<AdminArticle>(await as({ params: { id: created.id } }, admin.article)).content).not.toMatch(UNSAFE);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an empty title', { contentTitle: ' ' }, 'contentTitle'],
    ['a watermark flag without text', { waterRemarkFlag: 1, waterRemark: '' }, 'waterRemark'],
    ['a flag of 2', { waterRemarkFlag: 2 }, 'waterRemarkFlag'],
    ['an unknown display', { contentDisplay: 'SOMETIMES' }, 'contentDisplay'],
    ['an unknown category', { categoryId: 999_999 }, 'categoryId'],
  ])('refuses %s with a 400 naming the field', async (_name, extra, field) => {
    const before = await lastAuditId(t);
    expectFailure(await as({ body: await form(extra) }, admin.createArticle), 400, field);
    expect(await auditSince(t, before)).toEqual([]);
  });

  it('answers 404 for writes on an unknown article and 400 for a malformed id', async () => {
    expectFailure(await as({ params: { id: 999_999 } }, admin.publishArticle), 404);
    expectFailure(await as({ params: { id: 999_999 }, body: await form() }, admin.updateArticle), 404);
    expectFailure(await as({ params: { id: 'abc' } }, admin.deleteArticle), 400, 'id');
  });
});

describe('admin knowledge categories', () => {
  const create = async (categoryName: string, parentId: number | null = null) =>
    okData<AdminCategory>(await as({ body: { categoryName, parentId } }, admin.createCategory));

  it('creates, renames, moves, orders and deletes, two levels deep, with audit entries', async () => {
    const since = await lastAuditId(t);
    const root = await create('Halal and religious certification');
    const other = await create('Sampling plans');
    const child = await create('Certification bodies', Number(root.uuid));
    expect(child.parentId).toBe(root.uuid);
    expect((await tree()).find((n) => n.uuid === root.uuid)!.children.map((c) => c.uuid)).toEqual([child.uuid]);

    const tooDeep = expectFailure(
      await as({ body: { categoryName: 'Third level', parentId: Number(child.uuid) } }, admin.createCategory),
      400,
      'parentId',
    );
    expect(tooDeep.msg).toContain(KNOWLEDGE_MSG.categoryTooDeep);
    expectFailure(await as({ params: { id: root.uuid }, body: { parentId: Number(other.uuid) } }, admin.moveCategory), 400, 'parentId');
    expectFailure(await as({ params: { id: root.uuid }, body: { parentId: Number(root.uuid) } }, admin.moveCategory), 400, 'parentId');

    expect(
      okData<AdminCategory>(
        await as({ params: { id: child.uuid }, body: { categoryName: 'Recognised certification bodies' } }, admin.renameCategory),
      ).categoryName,
    ).toBe('Recognised certification bodies');
    expect(
      okData<AdminCategory>(await as({ params: { id: child.uuid }, body: { parentId: Number(other.uuid) } }, admin.moveCategory)).parentId,
    ).toBe(other.uuid);

    const roots = okData(await as({}, admin.categories))
      .list.filter((c: AdminCategory) => c.parentId === null)
      .map((c: AdminCategory) => Number(c.uuid));
    const reversed = [...roots].reverse();
    const sorted = okData(await as({ body: { parentId: null, ids: reversed } }, admin.sortCategories));
    expect(sorted.list.map((c: AdminCategory) => Number(c.uuid))).toEqual(reversed);
    expect((await tree()).slice(2).map((n) => Number(n.uuid))).toEqual(reversed);
    expectFailure(await as({ body: { parentId: null, ids: reversed.slice(1) } }, admin.sortCategories), 400, 'ids');

    okData(await as({ params: { id: root.uuid } }, admin.deleteCategory));
    const actions = (await auditSince(t, since)).map((e) => e.action);
    expect(actions).toEqual([
      'knowledgeCategory.create',
      'knowledgeCategory.create',
      'knowledgeCategory.create',
      'knowledgeCategory.rename',
      'knowledgeCategory.move',
      'knowledgeCategory.sort',
      'knowledgeCategory.delete',
    ]);
  });

  it('refuses to delete a category that holds articles (even drafts) or sub-categories', async () => {
    const parent = await create('Inspection fees');
    const child = await create('Port charges', Number(parent.uuid));
    const refused = expectFailure(await as({ params: { id: parent.uuid } }, admin.deleteCategory), 409);
    expect(refused.msg).toBe(KNOWLEDGE_MSG.categoryNotEmpty);
    const draft = okData<AdminArticle>(await as({ body: await form({ categoryId: Number(child.uuid) }) }, admin.createArticle));
    expectFailure(await as({ params: { id: child.uuid } }, admin.deleteCategory), 409);
    okData(await as({ params: { id: draft.id } }, admin.deleteArticle));
    okData(await as({ params: { id: child.uuid } }, admin.deleteCategory));
    okData(await as({ params: { id: parent.uuid } }, admin.deleteCategory));
    expectFailure(await as({ params: { id: parent.uuid } }, admin.deleteCategory), 404);
  });

  it.each<[string, Parameters<typeof callAs>[2], AnyInput, string]>([
    ['an empty name', admin.createCategory, { body: { categoryName: '' } }, 'categoryName'],
    ['a name over 80 characters', admin.createCategory, { body: { categoryName: 'x'.repeat(81) } }, 'categoryName'],
    ['an unknown parent', admin.createCategory, { body: { categoryName: 'Orphan', parentId: 999_999 } }, 'parentId'],
    ['a rename without a name', admin.renameCategory, { params: { id: 1 }, body: {} }, 'categoryName'],
    ['a move without parentId', admin.moveCategory, { params: { id: 1 }, body: {} }, 'parentId'],
    ['an order without ids', admin.sortCategories, { body: { parentId: null } }, 'ids'],
  ])('refuses %s with a 400 naming the field', async (_name, definition, input, field) => {
    expectFailure(await as(input, definition), 400, field);
  });
});
