import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { chooseOption, launchBrowser, openPage } from './support/browser';
import { isChinesePage, linksStayChinese, shoot, WIDTHS } from './support/chinese-pages';
import { card, confirm, postAs, review, signedIn, toast, userIdOf } from './support/posts';
import { stripedPng } from './support/png';
import { registerUser } from './support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedInAs = (token: string) => signedIn(browser, token);

describe('supply and demand posts (/community) from posting to the board', () => {
  test(
    'a user posts a lead, sees it Under Review, the admin approves it, another user favourites and comments',
    { timeout: 120_000 },
    async () => {
      const words = `Frozen pork bellies rind-on, 2 x 40ft reefers CIF Qingdao, e2e ${Date.now()}`;
      const seller = await registerUser('seller', 'Seller pass 2024', 'Porto Seller');
      const { context, page } = await signedInAs(seller.token);
      await page.goto('/community?type=1', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Post products for sale' }).click();
      await page.waitForURL((url) => url.pathname === '/community/release' && url.searchParams.get('type') === '1');
      await page.waitForLoadState('networkidle');
      await page.getByLabel('Product', { exact: true }).click();
      await chooseOption(page, 'Pork');
      await page.getByLabel('Content').fill(words);
      await page
        .locator('.uploader input[type=file]')
        .setInputFiles({ name: 'bellies.png', mimeType: 'image/png', buffer: stripedPng(40, 30) });
      await expect.poll(() => page.locator('.ant-upload-list-item-done').count(), { timeout: 20_000 }).toBe(1);
      await page.getByRole('button', { name: 'Submit' }).click();
      await toast(page, 'release successful');
      await page.waitForURL((url) => url.pathname === '/community' && url.searchParams.get('type') === '1');

      await page.getByRole('link', { name: 'My Account' }).click();
      await page.waitForURL((url) => url.pathname === '/account/mySupplyPost' && url.searchParams.get('type') === '1');
      await card(page, words).locator('.ant-tag', { hasText: 'Under Review' }).waitFor();
      expect(await card(page, words).locator('.community-photos img').count()).toBe(1);
      // Favourite and comments wait for approval.
      expect(
        await card(page, words)
          .getByRole('button', { name: /^\d+ comments?$/ })
          .count(),
      ).toBe(0);
      await context.close();

      const admin = await openPage(browser);
      await signInAsAdmin(admin.page);
      await review(admin.page, 'Supply and demand', words);
      await admin.context.close();

      const buyer = await registerUser('buyer', 'Buyer pass 2024', 'Shanghai Buyer');
      const b = await signedInAs(buyer.token);
      await b.page.goto(`/community?type=1&keywords=${encodeURIComponent(words.slice(-20))}`, { waitUntil: 'networkidle' });
      const post = card(b.page, words);
      await post.getByRole('button', { name: 'Add to favourites' }).click();
      await post.getByRole('button', { name: 'Remove from favourites' }).waitFor();
      expect((await post.locator('.ui-collect__count').textContent())?.trim()).toBe('1');
      await post.getByRole('button', { name: /^\d+ comments?$/ }).click();
      await post.getByLabel('Your comment').fill('What is the price per tonne?');
      await post.getByRole('button', { name: 'Release' }).click();
      await post.locator('li.ui-comment', { hasText: 'What is the price per tonne?' }).waitFor();

      await b.page.goto('/account/myFavorites', { waitUntil: 'networkidle' });
      await card(b.page, words).getByRole('button', { name: 'Remove from favourites' }).click();
      await card(b.page, words).waitFor({ state: 'detached' });
      await b.context.close();
    },
  );

  test('deletes ask the confirmation and remove only own items', { timeout: 90_000 }, async () => {
    const owner = await registerUser('owner', 'Owner pass 2024', 'Owner');
    const other = await registerUser('other', 'Other pass 2024', 'Other');
    const body = { type: 2, accessType: '202', goodsType: 'CRUSTACEAN', content: `We buy vannamei shrimp 40/50, e2e ${Date.now()}` };
    const mine = (await postAs(owner.token, '/api/supply-demand/add', body)).json.data.id as number;
    const theirs = (await postAs(other.token, '/api/supply-demand/add', body)).json.data.id as number;
    expect((await postAs(owner.token, '/api/supply-demand/delete', { ids: [theirs] })).status).toBe(404);

    const { context, page } = await signedInAs(owner.token);
    await page.goto('/account/myBuyPost?type=2', { waitUntil: 'networkidle' });
    expect(await page.locator('article.community-card').count()).toBe(1);
    await card(page, body.content).getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Are you sure to delete the supply and demand？', /\/api\/supply-demand\/delete/);
    await page.getByText('No information temporarily').waitFor();
    expect((await postAs(other.token, '/api/supply-demand/page/1/10', { userId: 0 })).status).toBe(200);
    const left = await postAs(other.token, '/api/supply-demand/page/1/10', { userId: await userIdOf(other.token) });
    expect(left.json.data.list.map((l: { id: number }) => l.id)).toEqual([theirs]);
    expect(mine).toBeGreaterThan(0);
    await context.close();
  });

  for (const width of WIDTHS) {
    test(`the board and the Post Leads form in Chinese, their links under /zh (${width} px)`, { timeout: 90_000 }, async () => {
      const visitor = await openPage(browser, { width });
      const page = visitor.page;
      await page.goto('/zh/community?type=1', { waitUntil: 'networkidle' });
      await isChinesePage(page);
      await page.getByRole('heading', { name: '供需信息' }).waitFor();
      await page.getByRole('link', { name: '采购需求' }).waitFor();
      await page.getByPlaceholder('搜索供需信息').waitFor();
      // The seeded posts show their product type and product in Chinese.
      const first = page.locator('article.community-card').first();
      await first.locator('.ant-tag', { hasText: /^(肉类|水产品)$/ }).waitFor();
      await first.locator('.ant-tag', { hasText: /^供应$/ }).waitFor();
      expect(await linksStayChinese(page)).toBeGreaterThan(2);
      await shoot(page, 'board-zh', width);
      await page.getByRole('link', { name: '采购需求' }).click();
      await page.waitForURL((url) => url.pathname === '/zh/community' && url.searchParams.get('type') === '2');
      // A visitor who wants to post is sent to the Chinese sign-in, to come back to the demand form (without its /zh).
      await page.getByRole('button', { name: '发布采购需求' }).click();
      await page.waitForURL((url) => url.pathname === '/zh/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/community/release?type=2');
      await visitor.context.close();

      const seller = await registerUser(`zh-seller-${width}`, 'Seller pass 2024', 'Porto Seller');
      const { context, page: form } = await signedIn(browser, seller.token, { width });
      await form.goto('/zh/community/release?type=1', { waitUntil: 'networkidle' });
      await form.getByRole('heading', { name: '发布供需' }).waitFor();
      for (const label of ['产品类型', '内容', '工厂注册编号']) await form.getByLabel(label).waitFor();
      await form.getByLabel('产品', { exact: true }).click();
      await chooseOption(form, '猪肉');
      await form.getByRole('button', { name: /^提交$/ }).waitFor();
      await shoot(form, 'release-zh', width);
      await context.close();
    });
  }
});
