import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, signInAsAdmin } from './support/admin';
import { seriousFindings } from './support/axe';
import { dialogSettled, launchBrowser, noSidewaysScroll, openPage } from './support/browser';
import { isChinesePage, linksStayChinese, shoot, WIDTHS } from './support/chinese-pages';
import { approve, card, confirm, ownTopics, postAs, review, signedIn, toast, userIdOf } from './support/posts';
import { registerUser } from './support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedInAs = (token: string, width?: number) => signedIn(browser, token, width ? { width } : {});

describe('the topic forum (/exchange)', () => {
  test('a refused topic shows its reason to its author; the topic is deleted after the confirmation', { timeout: 120_000 }, async () => {
    const title = `Reefer plug-in charges at Yangshan ${Date.now()}`;
    const author = await registerUser('topic', 'Topic pass 2024', 'Topic Author');
    const { context, page } = await signedInAs(author.token);
    await page.goto('/exchange', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Release a topic' }).click();
    await page.waitForURL((url) => url.pathname === '/exchange/exchangeForm');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Title').fill('Hey');
    await page.getByLabel('Content').fill('Too short');
    await page.getByRole('button', { name: 'Release' }).click();
    await page.getByText('Titile is  at least  5 characters').waitFor();
    await page.getByText('Content is  at least  50 characters').waitFor();
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Content')
      .fill('Our forwarder quotes double the plug-in charge of last year for reefers at Yangshan. Is that the same for everyone?');
    // The Instruction button is a kit button like the form's others, not the browser's grey one.
    const look = (name: string) =>
      page.getByRole('button', { name }).evaluate((el) => {
        const style = getComputedStyle(el);
        return { kit: el.classList.contains('ant-btn'), font: style.fontFamily, background: style.backgroundColor };
      });
    const instruction = await look('Instruction');
    expect(instruction).toMatchObject({ kit: true, font: (await look('Release')).font, background: 'rgba(0, 0, 0, 0)' });
    await page.getByRole('button', { name: 'Instruction' }).click();
    await dialogSettled(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Agree' }).click();
    await page.getByRole('button', { name: 'Release' }).click();
    await toast(page, 'release successful');
    await page.waitForURL((url) => url.pathname === '/account/myExchange');

    const admin = await openPage(browser);
    await signInAsAdmin(admin.page);
    await review(admin.page, 'Topic', title, 'Please name the terminal and the line');
    await admin.context.close();

    await page.reload({ waitUntil: 'networkidle' });
    const item = card(page, title);
    await item.locator('.ant-tag', { hasText: 'Refused' }).waitFor();
    await item.getByText('Reason: Please name the terminal and the line').waitFor();
    await item.getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Are you sure to delete the Topic?', /\/api\/community\/delete/);
    await card(page, title).waitFor({ state: 'detached' });
    await context.close();
  });

  test('a topic with a video plays', { timeout: 60_000 }, async () => {
    const res = await postAs(null, '/api/community/page/1/200', { checkStatus: 2 });
    const withVideo = (res.json.data.list as { code: string; video: string }[]).find((t) => t.video);
    expect(withVideo).toBeTruthy();
    const { context, page } = await openPage(browser);
    await page.goto(`/exchange/detail?code=${withVideo!.code}`, { waitUntil: 'networkidle' });
    const video = page.locator('video.community-video');
    await video.waitFor();
    await video.evaluate((v: HTMLVideoElement) => v.play());
    await page.waitForFunction(() => {
      const v = document.querySelector('video.community-video') as HTMLVideoElement | null;
      return !!v && v.currentTime > 0 && v.readyState >= 2;
    });
    await context.close();
  });

  for (const width of WIDTHS) {
    test(`the forum and a topic in Chinese, their links under /zh (${width} px)`, { timeout: 60_000 }, async () => {
      const { context, page } = await openPage(browser, { width });
      await page.goto('/zh/exchange', { waitUntil: 'networkidle' });
      await isChinesePage(page);
      await page.getByRole('heading', { name: '社区', exact: true }).waitFor();
      // Label classes come from the dictionary in Chinese; the order tabs and the release button are Chinese.
      const classes = page.getByRole('navigation', { name: '话题分类' });
      await classes.getByRole('link', { name: '物流与冷链' }).waitFor();
      await page.getByRole('navigation', { name: '排序' }).getByRole('link', { name: '精选' }).waitFor();
      await page.getByRole('button', { name: '发布话题' }).waitFor();
      expect(await linksStayChinese(page)).toBeGreaterThan(5);
      await shoot(page, 'forum-zh', width);

      await classes.getByRole('link', { name: '物流与冷链' }).click();
      await page.waitForURL((url) => url.pathname === '/zh/exchange' && url.searchParams.get('labelClass') === 'LOGISTICS');
      await page.locator('article.community-card h2 a').first().click();
      await page.waitForURL((url) => url.pathname === '/zh/exchange/detail');
      await page.getByRole('link', { name: '← 社区' }).waitFor();
      await page.getByRole('heading', { name: '相关话题' }).waitFor();
      await page.getByRole('heading', { name: /^评论/ }).waitFor();
      const signIn = page.getByRole('link', { name: '登录后发表评论' });
      const here = new URL(page.url());
      await expect(signIn.getAttribute('href')).resolves.toBe(`/zh/login?redirect=${encodeURIComponent(`/exchange/detail${here.search}`)}`);
      expect(await linksStayChinese(page)).toBeGreaterThan(2);
      await shoot(page, 'topic-zh', width);
      await context.close();
    });
  }

  for (const width of [1440, 390]) {
    test(
      `at ${width} px: My Topic > Edit, the text changed and saved; the forum keeps the approved text until the edit is approved`,
      { timeout: 120_000 },
      async () => {
        const run = `${width} ${Date.now()}`;
        const title = `Cold store tariffs at Tianjin port, ${run}`;
        const before = `Our cold store at Tianjin quotes 3 yuan a tonne a day for frozen beef this winter. What do you pay? ${run}`;
        const after = `Our cold store at Tianjin now quotes 4 yuan a tonne a day for frozen beef, up from 3. What do you pay? ${run}`;
        const author = await registerUser('topic-edit', 'Topic pass 2024', 'Topic Editor');
        expect((await postAs(author.token, '/api/community/add', { labelClass: 'LOGISTICS', title, content: before })).status).toBe(200);
        const topic = (await ownTopics(author.token, await userIdOf(author.token))).find((t) => t.title === title)!;
        const admin = await adminToken({ address: width === 1440 ? '192.0.2.211' : '192.0.2.212' });
        await approve(admin, 'Topic', topic.id);

        // My Topic > Edit opens the topic's form filled with what is on show.
        const { context, page } = await signedInAs(author.token, width);
        await page.goto('/account/myExchange', { waitUntil: 'networkidle' });
        await card(page, title).getByRole('link', { name: 'Edit' }).click();
        await page.waitForURL((url) => url.pathname === '/exchange/exchangeForm' && url.searchParams.get('id') === String(topic.id));
        await page.getByRole('heading', { name: 'Edit your topic' }).waitFor();
        const content = page.getByLabel('Content');
        expect(await content.inputValue()).toBe(before);
        expect(await seriousFindings(page)).toEqual([]);
        expect(await noSidewaysScroll(page)).toBe(true);

        // Review of edits is on (the admin setting's default): the edit waits, the list says so.
        await content.fill(after);
        await page.getByRole('button', { name: 'Save changes' }).click();
        await toast(page, 'Your edit waits for review');
        await page.waitForURL((url) => url.pathname === '/account/myExchange');
        await card(page, title).getByText('Edit under review').waitFor();
        expect(await seriousFindings(page)).toEqual([]);
        expect(await noSidewaysScroll(page)).toBe(true);
        // Its form holds the waiting edit, so a second edit builds on it rather than on the approved text.
        await card(page, title).getByRole('link', { name: 'Edit' }).click();
        await page.getByRole('heading', { name: 'Edit your topic' }).waitFor();
        await expect.poll(() => page.getByLabel('Content').inputValue()).toBe(after);

        // The forum keeps the approved text until a moderator approves the edit; then it shows the new one.
        await page.goto(`/exchange/detail?code=${topic.code}`, { waitUntil: 'networkidle' });
        await page.getByText(before).waitFor();
        const res = await postAs(admin, '/api/admin/moderation/review', {
          subjectType: 'COMMUNITY',
          id: topic.id,
          checkStatus: 2,
          edit: true,
        });
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        await page.reload({ waitUntil: 'networkidle' });
        await page.getByText(after).waitFor();
        expect(await page.getByText(before).count()).toBe(0);
        expect(await seriousFindings(page)).toEqual([]);

        // My Topic no longer says the edit waits, and its form holds the new text.
        await page.goto('/account/myExchange', { waitUntil: 'networkidle' });
        await card(page, title).getByRole('link', { name: 'Edit' }).waitFor();
        expect(await card(page, title).getByText('Edit under review').count()).toBe(0);
        await card(page, title).getByRole('link', { name: 'Edit' }).click();
        await page.getByRole('heading', { name: 'Edit your topic' }).waitFor();
        await expect.poll(() => page.getByLabel('Content').inputValue()).toBe(after);
        await context.close();
      },
    );
  }
});
