import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeAdminCalls as admin, knowledgeCalls } from '../../../contracts/knowledge/calls';
import { KNOWLEDGE_LIMITS } from '../../../contracts/knowledge/codes';
import type { AdminArticle, AdminCategory, CategoryNode } from '../../../contracts/knowledge/models';
import { knowledgeArticle } from '../../db/schema/index';
import type { SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { auditSince, callAs, lastAuditId, type AnyInput } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';

/** The admin shell writes knowledge in both languages: the Chinese title, body and category names beside the English. */

let t: TestApp;
let boss: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
  boss = await createAdmin(t);
});
afterAll(() => t?.close());

const as = (input: AnyInput, definition: Parameters<typeof callAs>[2]) => callAs(t, boss.headers, definition, input);
const leafId = async () => {
  const tree: CategoryNode[] = okData(await callAs(t, {}, knowledgeCalls.categories)).categories;
  return Number(tree.find((n) => n.children.length > 0)!.children[0]!.uuid);
};
const form = async (extra: Record<string, unknown> = {}) => ({
  contentTitle: 'Testing shrimp for sulphites before shipment',
  content: '<h2>Why</h2><p>Sulphite use must stay within GB 2760.</p>',
  categoryId: await leafId(),
  ...extra,
});
const UNSAFE = /<script|onerror|onclick|javascript:|<iframe/i;
const XSS =
  '<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="https://example.com"></iframe>';

describe('knowledge articles in two languages', () => {
  it('keep a Chinese title and body beside the English ones, the body sanitised, and audit them', async () => {
    const since = await lastAuditId(t);
    const zh = { zhContentTitle: ' 出口前检测虾中的亚硫酸盐 ', zhContent: `<h2>原因</h2><p>亚硫酸盐的使用须符合 GB 2760。</p>${XSS}` };
    const created = okData<AdminArticle>(await as({ body: await form(zh) }, admin.createArticle));
    expect(created.zhContentTitle).toBe('出口前检测虾中的亚硫酸盐');
    expect(created.zhContent).toContain('<h2>原因</h2><p>亚硫酸盐的使用须符合 GB 2760。</p>');
    expect(created.zhContent).not.toMatch(UNSAFE);
    expect(created.contentTitle).toBe('Testing shrimp for sulphites before shipment');
    const [row] = await t.database.db.select().from(knowledgeArticle).where(eq(knowledgeArticle.id, created.id));
    expect(row!.zhContent).not.toMatch(UNSAFE);
    expect(okData<AdminArticle>(await as({ params: { id: created.id } }, admin.article))).toMatchObject({
      zhContentTitle: created.zhContentTitle,
      zhContent: created.zhContent,
    });

    // An article saved without them has none: both are ''.
    const english = okData<AdminArticle>(await as({ params: { id: created.id }, body: await form() }, admin.updateArticle));
    expect(english).toMatchObject({ zhContentTitle: '', zhContent: '' });
    const [, update] = await auditSince(t, since);
    expect(update!.before).toMatchObject({ zhContentTitle: '出口前检测虾中的亚硫酸盐' });
    expect(update!.after).toMatchObject({ zhContentTitle: '', zhContent: '' });
    okData(await as({ params: { id: created.id } }, admin.deleteArticle));
  });

  it('refuse a Chinese title or body over the limits with a 400 naming the field', async () => {
    const long = { zhContentTitle: '题'.repeat(KNOWLEDGE_LIMITS.contentTitle + 1) };
    expectFailure(await as({ body: await form(long) }, admin.createArticle), 400, 'zhContentTitle');
    const huge = { zhContent: `<p>${'文'.repeat(KNOWLEDGE_LIMITS.content)}</p>` };
    expectFailure(await as({ body: await form(huge) }, admin.createArticle), 400, 'zhContent');
  });
});

describe('knowledge categories in two languages', () => {
  it('take a Chinese name when added, keep it through a rename that leaves it out, and change it when named', async () => {
    const since = await lastAuditId(t);
    const added = okData<AdminCategory>(
      await as({ body: { categoryName: 'Cold chain', zhCategoryName: ' 冷链 ', parentId: null } }, admin.createCategory),
    );
    expect(added).toMatchObject({ categoryName: 'Cold chain', zhCategoryName: '冷链' });
    const plain = okData<AdminCategory>(await as({ body: { categoryName: 'Port fees' } }, admin.createCategory));
    expect(plain.zhCategoryName).toBe('');

    const renamed = okData<AdminCategory>(
      await as({ params: { id: added.uuid }, body: { categoryName: 'Cold chain logistics' } }, admin.renameCategory),
    );
    expect(renamed).toMatchObject({ categoryName: 'Cold chain logistics', zhCategoryName: '冷链' });
    const both = okData<AdminCategory>(
      await as(
        { params: { id: added.uuid }, body: { categoryName: 'Cold chain logistics', zhCategoryName: '冷链物流' } },
        admin.renameCategory,
      ),
    );
    expect(both.zhCategoryName).toBe('冷链物流');
    const cleared = okData<AdminCategory>(
      await as({ params: { id: added.uuid }, body: { categoryName: 'Cold chain logistics', zhCategoryName: '' } }, admin.renameCategory),
    );
    expect(cleared.zhCategoryName).toBe('');
    const listed = okData(await as({}, admin.categories)).list.find((c: AdminCategory) => c.uuid === added.uuid);
    expect(listed.zhCategoryName).toBe('');

    const entries = await auditSince(t, since);
    expect(entries[2]!.after).toMatchObject({ categoryName: 'Cold chain logistics', zhCategoryName: '冷链' });
    expect(entries[3]!.before).toMatchObject({ zhCategoryName: '冷链' });
    expect(entries[3]!.after).toMatchObject({ zhCategoryName: '冷链物流' });
    expectFailure(
      await as(
        { body: { categoryName: 'Too long', zhCategoryName: '名'.repeat(KNOWLEDGE_LIMITS.categoryName + 1) } },
        admin.createCategory,
      ),
      400,
      'zhCategoryName',
    );
    for (const c of [added, plain]) okData(await as({ params: { id: c.uuid } }, admin.deleteCategory));
  });
});
