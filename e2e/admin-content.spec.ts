import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { chooseOption, launchBrowser, openPage } from './support/browser';
import { confirmWith, idOfEditPage, open, preview, saveDialog, stateIs, text, toast, writeBody } from './support/content';
import { stripedPng } from './support/png';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Nothing sticks out sideways at phone width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('admin content screens', () => {
  test('a knowledge article is written, previewed, published where visitors find it, and unpublished', { timeout: 180_000 }, async () => {
    const title = `Carton labels for chilled beef ${Date.now()}`;
    const { context, page } = await openPage(browser);
    await signInAsAdmin(page);
    await open(page, '/admin/knowledge/new');
    await page.locator('#knowledge_contentTitle').fill(title);
    await page.locator('#knowledge_contentKeyword').fill('labels, beef');
    // Dated early, so it sits at the end of the lists other specs read from the top.
    await page.locator('#knowledge_createDay').fill('2024-01-03');
    await writeBody(page, 'Before the carton is sealed', 'Every carton carries a Chinese label.', 'carton-label');
    const shown = await preview(page, 'Before the carton is sealed');
    await expect(shown.locator('p', { hasText: 'Every carton carries a Chinese label.' }).count()).resolves.toBe(1);
    await expect(shown.locator('img[src^="/media/uploads/"]').count()).resolves.toBe(1);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/\/admin\/knowledge\/\d+$/);
    await stateIs(page, 'Published');
    const id = idOfEditPage(page);
    const saved = (await (await context.request.get(`/api/admin/knowledge/articles/${id}`)).json()).data;
    expect(saved.createDate).toBe('2024-01-03T00:00:00.000Z');
    await expect(page.getByRole('link', { name: 'View on site' }).getAttribute('href')).resolves.toBe(`/knowledgeBase/${id}`);

    // Visitors find it: the list's title search, its own page, the sitemap.
    const visitor = await openPage(browser);
    await visitor.page.goto(`/knowledgeBase?articleTitle=${encodeURIComponent(title)}`);
    await expect(visitor.page.locator('.kb-item h2').allTextContents()).resolves.toEqual([title]);
    await visitor.page.goto(`/knowledgeBase/${id}`);
    await expect(visitor.page.locator('#kb-article-title').textContent()).resolves.toBe(title);
    await visitor.page.locator('.kb-article__body h2', { hasText: 'Before the carton is sealed' }).waitFor();
    await visitor.page.locator('.kb-article__body img[src^="/media/uploads/"]').waitFor();
    await visitor.context.close();
    expect((await text('/sitemap-knowledge-1.xml')).body).toContain(`/knowledgeBase/${id}</loc>`);

    // The list shows it published; unpublishing from the form takes it off the site.
    await open(page, `/admin/knowledge?keyword=${encodeURIComponent(title)}`);
    const row = page.locator('.ant-table-row', { hasText: title });
    await row.locator('.ant-tag:visible', { hasText: 'Published' }).waitFor();
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await page.waitForURL(`**/admin/knowledge/${id}`);
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await stateIs(page, 'Draft');
    expect((await text(`/knowledgeBase/${id}`)).status).toBe(404);
    expect((await text('/sitemap-knowledge-1.xml')).body).not.toContain(`/knowledgeBase/${id}</loc>`);

    // The audit log has each step.
    const audit = await (await context.request.get(`/api/admin/audit?subjectType=knowledgeArticle&subjectId=${id}`)).json();
    const actions = audit.data.list.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['knowledgeArticle.create', 'knowledgeArticle.publish', 'knowledgeArticle.unpublish']));

    // The draft goes from the list after a confirmation.
    await open(page, `/admin/knowledge?keyword=${encodeURIComponent(title)}&state=draft`);
    await row.getByRole('button', { name: 'Delete' }).click();
    expect(await confirmWith(page, 'Delete', /^\/api\/admin\/knowledge\/articles\/\d+\/delete$/)).toBe(200);
    await toast(page, 'Deleted');
    await row.waitFor({ state: 'detached' });
    expect((await context.request.get(`/api/admin/knowledge/articles/${id}`)).status()).toBe(404);
    await context.close();
  });

  test("a refused save shows the server's field error at the field and keeps what was typed", { timeout: 120_000 }, async () => {
    const { context, page } = await openPage(browser);
    await signInAsAdmin(page);
    const name = `Gone soon ${Date.now()}`;
    const made = await (await context.request.post('/api/admin/knowledge/categories/add', { data: { categoryName: name } })).json();
    await open(page, '/admin/knowledge/new');
    await page.locator('#knowledge_contentTitle').fill('Kept after a refusal');
    await page.locator('#knowledge_categoryId').click();
    // The tree's list is virtual: search for the new category rather than scroll to it.
    await page.keyboard.type(name);
    await page.locator('.ant-select-tree-title', { hasText: name }).click();
    await writeBody(page, 'Still here', 'Nothing typed is lost.', 'kept');
    // Someone deletes the category meanwhile: the server refuses the save, naming categoryId.
    expect((await context.request.post(`/api/admin/knowledge/categories/${made.data.uuid}/delete`, { data: {} })).status()).toBe(200);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.locator('#knowledge_categoryId_help', { hasText: 'No knowledge category has this id' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/knowledge/new');
    await expect(page.locator('#knowledge_contentTitle').inputValue()).resolves.toBe('Kept after a refusal');
    await page.locator('.rte-content h2', { hasText: 'Still here' }).waitFor();
    await context.close();
  });

  test(
    'categories are added, renamed, reordered, moved and deleted; a non-empty one is refused with the reason',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await openPage(browser);
      await signInAsAdmin(page);
      await open(page, '/admin/knowledge/categories');
      const name = `Halal certificates ${Date.now()}`;
      await page.getByRole('button', { name: 'Add top-level category' }).click();
      await page.locator('#category_categoryName').fill(name);
      await saveDialog(page);
      await toast(page, 'Category added');
      await page.getByRole('button', { name: `Rename ${name}` }).click();
      await page.locator('#category_categoryName').fill(`${name} (renamed)`);
      await saveDialog(page);
      await toast(page, 'Category renamed');
      const renamed = page.locator('.ant-table-row', { hasText: `${name} (renamed)` });
      await renamed.waitFor();
      const categories = async () => {
        const list: { uuid: string; categoryName: string; parentId: string | null }[] = (
          await (await context.request.get('/api/admin/knowledge/categories')).json()
        ).data.list;
        const roots = list.filter((c) => c.parentId === null).map((c) => c.uuid);
        return { roots, mine: list.find((c) => c.categoryName === `${name} (renamed)`)!, first: list[0]! };
      };
      const added = await categories();

      // Added last among the roots; one step up, then under the first root.
      await page.getByRole('button', { name: `Move ${name} (renamed) up` }).click();
      await toast(page, 'Order saved');
      const moved = await categories();
      expect(moved.roots.indexOf(added.mine.uuid)).toBe(added.roots.indexOf(added.mine.uuid) - 1);
      await page.getByRole('button', { name: `Move ${name} (renamed) to another parent` }).click();
      await page.locator('#category_parentId').click();
      await chooseOption(page, added.first.categoryName);
      await saveDialog(page);
      await toast(page, 'Category moved');
      await renamed.locator('.admin-tree-child').waitFor();
      expect((await categories()).mine.parentId).toBe(added.first.uuid);

      // A demo category holding articles cannot go: the server's reason is shown.
      const busy = page
        .locator('.ant-table-row')
        .filter({ has: page.locator('td:nth-child(2)', { hasText: /^[1-9]/ }) })
        .first();
      await busy.getByRole('button', { name: /^Delete / }).click();
      expect(await confirmWith(page, 'Delete', /^\/api\/admin\/knowledge\/categories\/\d+\/delete$/)).toBe(409);
      await toast(page, 'The category still holds articles or sub-categories');

      await renamed.getByRole('button', { name: /^Delete / }).click();
      expect(await confirmWith(page, 'Delete', /^\/api\/admin\/knowledge\/categories\/\d+\/delete$/)).toBe(200);
      await toast(page, 'Category deleted');
      await renamed.waitFor({ state: 'detached' });
      await context.close();
    },
  );

  // The banner is disabled throughout, so the public knowledge page (e2e/knowledge.spec.ts counts its banners) never shows it.
  test('a banner with an uploaded image is added, edited, moved and deleted', { timeout: 120_000 }, async () => {
    const { context, page } = await openPage(browser);
    await signInAsAdmin(page);
    await open(page, '/admin/banners');
    const title = `Inspection season ${Date.now()}`;
    await page.getByRole('button', { name: 'Add banner' }).click();
    await page.locator('#banner_title').fill(title);
    await page.locator('#banner-upload').setInputFiles({ name: 'season.png', mimeType: 'image/png', buffer: stripedPng(64, 24) });
    await expect.poll(() => page.locator('#banner_image').inputValue(), { timeout: 20_000 }).toMatch(/^\/media\/uploads\//);
    await page.locator('#banner_link').fill('/knowledgeBase');
    await page.locator('#banner_enabled').click();
    await saveDialog(page);
    await toast(page, 'Banner added');
    const row = page.locator('.ant-table-row', { hasText: title });
    await row.locator('.ant-tag', { hasText: 'Disabled' }).waitFor();
    const saved = async () => {
      const list: { id: number; title: string; image: string; link: string; enabled: boolean }[] = (
        await (await context.request.get('/api/admin/banners')).json()
      ).data.list;
      return { list, mine: list.find((b) => b.title.startsWith(title)) };
    };
    const added = await saved();
    expect(added.mine).toMatchObject({ link: '/knowledgeBase', enabled: false, image: expect.stringMatching(/^\/media\/uploads\//) });

    await row.getByRole('button', { name: 'Edit' }).click();
    await page.locator('#banner_title').fill(`${title} (edited)`);
    await saveDialog(page);
    await toast(page, 'Banner saved');
    const edited = page.locator('.ant-table-row', { hasText: `${title} (edited)` });
    await edited.waitFor();

    // It was added last; one step up puts it before the banner that was above it.
    const before = added.list.map((b) => b.id);
    await edited.getByRole('button', { name: `Move ${title} (edited) up` }).click();
    await toast(page, 'Order saved');
    const after = (await saved()).list.map((b) => b.id);
    const mine = added.mine!.id;
    expect(after.indexOf(mine)).toBe(before.indexOf(mine) - 1);

    await edited.getByRole('button', { name: 'Delete' }).click();
    expect(await confirmWith(page, 'Delete', /^\/api\/admin\/banners\/\d+\/delete$/)).toBe(200);
    await toast(page, 'Banner deleted');
    await edited.waitFor({ state: 'detached' });
    expect((await saved()).mine).toBeUndefined();
    await context.close();
  });

  test('the content screens fit a 390 px phone', { timeout: 120_000 }, async () => {
    const { context, page } = await openPage(browser, { width: 390, height: 844 });
    await signInAsAdmin(page);
    for (const path of [
      '/admin/knowledge',
      '/admin/knowledge/new',
      '/admin/knowledge/categories',
      '/admin/news?kind=factory-news',
      '/admin/banners',
    ]) {
      await open(page, path);
      await page.locator('.admin-title').waitFor();
      await expect(fitsWidth(page), path).resolves.toBe(true);
    }
    await context.close();
  });
});
