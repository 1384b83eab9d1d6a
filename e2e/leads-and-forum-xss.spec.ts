import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, signInAsAdmin } from './support/admin';
import { baseURL, chooseOption, dialogSettled, launchBrowser, openPage } from './support/browser';
import { approve, openQueueAt, ownLeads, ownTopics, postAs, review, signedIn, toast, userIdOf } from './support/posts';
import { stripedPng } from './support/png';
import { registerUser } from './support/users';
import { FILE_NAME_PAYLOADS, injected, packPayloads, TEXT_PAYLOADS, watchDialogs, XSS_CLEAN } from './support/xss-corpus';

/**
 * Issue 10: an XSS corpus in lead and topic text, search words, comments, nicknames and upload file names runs
 * nothing and becomes no markup on the board, the forum, a topic, the authors' lists and the moderation queue;
 * every page shows it as the text that was written. Text is never sanitised for these pages: React writes it as
 * text (docs/decisions/0015); file names reach pages only as the safe key the server makes (docs/uploads.md).
 */
const RUN = `xssrun${Date.now().toString(36)}`;
const SUPPLY = packPayloads(`${RUN} supply`, TEXT_PAYLOADS, 1000);
const DEMAND = packPayloads(`${RUN} demand`, TEXT_PAYLOADS, 1000);
/** Titles are one line: the release form's title is an input. */
const TITLES = packPayloads(`${RUN} topic`, TEXT_PAYLOADS, 250, ' ');
/** One topic text holds the whole corpus (topics are up to 2000 characters), so every topic page shows all of it. */
const [TOPIC_TEXT = '', ...OVERFLOW] = packPayloads(`${RUN} text`, TEXT_PAYLOADS, 2000);
if (OVERFLOW.length) throw new Error('the corpus no longer fits in one topic text');
const COMMENTS = packPayloads(`${RUN} comment`, TEXT_PAYLOADS, 255);
const SELLER_NICK = '"><img src=x data-xss onerror=alert("nick")>';
const WRITER_NICK = "'><svg data-xss onload=alert('nick')>";
/** An upload's address: the portal's file host, a random folder, a name of safe characters only (docs/uploads.md). */
const IMAGE_URL = /^\/media\/uploads\/img\/[0-9a-f]{16}\/[A-Za-z0-9][A-Za-z0-9._-]{0,45}\.png$/;
const keyName = (url: string) => url.split('/').pop()!;
/** The forum's search bar is the board's (Input.Search): it gets the payloads that break out of attributes and elements. */
const BREAKOUTS = TEXT_PAYLOADS.filter((payload) => /^["']|^<\//.test(payload));

let browser: Browser;
let admin: string;
const seller = { token: '', userId: 0 };
const writer = { token: '', userId: 0 };
const ids = { formLead: 0, formTopic: 0, formTopicCode: '', topics: [] as { id: number; code: string; title: string }[] };

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminToken();
});
afterAll(async () => {
  await browser?.close();
  // The authors delete what they wrote, so the board and the forum other specs read are as they were.
  if (seller.token) {
    const leads = (await ownLeads(seller.token, seller.userId)).map((l) => l.id);
    if (leads.length) expect((await postAs(seller.token, '/api/supply-demand/delete', { ids: leads })).status).toBe(200);
  }
  if (writer.token) {
    const topics = (await ownTopics(writer.token, writer.userId)).map((t) => t.id);
    if (topics.length) expect((await postAs(writer.token, '/api/community/delete', { ids: topics })).status).toBe(200);
  }
});

/** A page that records dialogs and CSP reports, as a visitor or signed in. */
async function viewer(token?: string) {
  const opened = token ? await signedIn(browser, token) : await openPage(browser);
  const dialogs = watchDialogs(opened.page);
  return {
    ...opened,
    async visit(path: string) {
      const res = await opened.page.goto(path, { waitUntil: 'networkidle' });
      expect(res?.status(), path).toBe(200);
    },
    /** Nothing of the corpus ran, no dialog opened, no markup of it is in the page, the CSP had nothing to refuse. */
    async clean(where: string) {
      const found = { where, ...(await injected(opened.page)), dialogs, csp: opened.cspViolations };
      expect(found).toEqual({ where, ...XSS_CLEAN, dialogs: [], csp: [] });
    },
  };
}

const texts = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((el) => el.textContent ?? ''));
const ofRun = (list: string[]) => list.filter((text) => text.includes(RUN)).sort();
const sorted = (list: readonly string[]) => [...list].sort();

/** Picks the corpus's image files in the form's uploader and waits until every one is uploaded. */
async function uploadPayloadNames(page: Page) {
  await page
    .locator('.uploader input[type=file]')
    .setInputFiles(FILE_NAME_PAYLOADS.map(({ name }, i) => ({ name, mimeType: 'image/png', buffer: stripedPng(24 + i, 16) })));
  await expect.poll(() => page.locator('.ant-upload-list-item-done').count(), { timeout: 30_000 }).toBe(FILE_NAME_PAYLOADS.length);
  // The list names each file by its key's safe name, never by the name it was picked with.
  const alts = await page.locator('.uploader .ant-upload-list-item-done img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
  expect(sorted(alts as string[])).toEqual(sorted(FILE_NAME_PAYLOADS.map((f) => f.key)));
}

/** Each address is a safe key whose name is the one the server makes of the picked name; each is served as a PNG. */
async function expectSafeImages(urls: string[]) {
  expect(urls).toHaveLength(FILE_NAME_PAYLOADS.length);
  for (const url of urls) expect(url).toMatch(IMAGE_URL);
  expect(sorted(urls.map(keyName))).toEqual(sorted(FILE_NAME_PAYLOADS.map((f) => f.key)));
  for (const url of urls) {
    const res = await fetch(`${baseURL()}${url}`);
    expect(res.status, url).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  }
}

describe('an XSS corpus in community posts, topics, searches, comments and file names runs nothing', () => {
  test('a seller posts leads whose text and photo names are the corpus, through the form and the API', { timeout: 120_000 }, async () => {
    const made = await registerUser('xss-seller', 'Seller pass 2024', SELLER_NICK);
    seller.token = made.token;
    seller.userId = await userIdOf(made.token);
    const v = await viewer(seller.token);
    await v.visit('/community/release?type=1');
    await v.page.getByLabel('Product', { exact: true }).click();
    await chooseOption(v.page, 'Pork');
    await v.page.getByLabel('Content').fill(SUPPLY[0]!);
    await uploadPayloadNames(v.page);
    await v.clean('the lead form with the files picked');
    await v.page.getByRole('button', { name: 'Submit' }).click();
    await toast(v.page, 'release successful');
    await v.page.waitForURL((url) => url.pathname === '/community');
    await v.context.close();

    for (const content of SUPPLY.slice(1)) {
      expect(
        (await postAs(seller.token, '/api/supply-demand/add', { type: 1, accessType: '201', goodsType: 'PORK', content })).status,
      ).toBe(200);
    }
    for (const content of DEMAND) {
      expect(
        (await postAs(seller.token, '/api/supply-demand/add', { type: 2, accessType: '201', goodsType: 'PORK', content })).status,
      ).toBe(200);
    }
    const mine = await ownLeads(seller.token, seller.userId);
    // Stored as written, nothing stripped or changed.
    expect(sorted(mine.map((l) => l.enContent))).toEqual(sorted([...SUPPLY, ...DEMAND]));
    const formLead = mine.find((l) => l.enContent === SUPPLY[0]!)!;
    ids.formLead = formLead.id;
    await expectSafeImages(formLead.images);
  });

  test('a writer releases topics whose titles, text and photo names are the corpus', { timeout: 120_000 }, async () => {
    const made = await registerUser('xss-writer', 'Writer pass 2024', WRITER_NICK);
    writer.token = made.token;
    writer.userId = await userIdOf(made.token);
    const v = await viewer(writer.token);
    await v.visit('/exchange/exchangeForm');
    await v.page.getByLabel('Title').fill(TITLES[0]!);
    await v.page.getByLabel('Content').fill(TOPIC_TEXT);
    await uploadPayloadNames(v.page);
    await v.page.getByRole('button', { name: 'Instruction' }).click();
    await dialogSettled(v.page);
    await v.page.getByRole('dialog').getByRole('button', { name: 'Agree' }).click();
    await v.clean('the topic form with the files picked');
    await v.page.getByRole('button', { name: 'Release' }).click();
    await toast(v.page, 'release successful');
    await v.page.waitForURL((url) => url.pathname === '/account/myExchange');
    await v.context.close();

    for (const title of TITLES.slice(1)) {
      expect((await postAs(writer.token, '/api/community/add', { labelClass: 'LOGISTICS', title, content: TOPIC_TEXT })).status).toBe(200);
    }
    const mine = await ownTopics(writer.token, writer.userId);
    expect(sorted(mine.map((t) => t.title))).toEqual(sorted(TITLES));
    const formTopic = mine.find((t) => t.title === TITLES[0]!)!;
    Object.assign(ids, { formTopic: formTopic.id, formTopicCode: formTopic.code, topics: mine });
    await expectSafeImages(formTopic.images);
  });

  test('the moderation queue shows them as text; the administrator approves them', { timeout: 120_000 }, async () => {
    const v = await viewer();
    await signInAsAdmin(v.page);
    const leadItem = await openQueueAt(v.page, 'Supply and demand', `${RUN} supply 1`);
    await v.clean('the queue of posts');
    const leadTexts = ofRun(await texts(v.page, '.moderation-item .moderation-item__text'));
    expect(leadTexts.length).toBeGreaterThan(0);
    for (const text of leadTexts) expect([...SUPPLY, ...DEMAND]).toContain(text);
    expect(await leadItem.locator('.moderation-item__meta').textContent()).toContain(`By ${SELLER_NICK} ·`);
    const srcs = await leadItem.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
    expect(sorted(srcs.map(keyName))).toEqual(sorted(FILE_NAME_PAYLOADS.map((f) => f.key)));

    const topicItem = await openQueueAt(v.page, 'Topic', `${RUN} topic 1`);
    await v.clean('the queue of topics');
    expect(await topicItem.locator('.ant-card-head-title').textContent()).toBe(`Topic ${TITLES[0]!}`);
    expect(await topicItem.locator('.moderation-item__text').textContent()).toBe(TOPIC_TEXT);

    // The two made in the forms through the queue's screen, the others through its call.
    await review(v.page, 'Supply and demand', `${RUN} supply 1`);
    await review(v.page, 'Topic', `${RUN} topic 1`);
    await v.clean('the queue after approving');
    await v.context.close();
    for (const lead of await ownLeads(seller.token, seller.userId))
      if (lead.checkStatus === 1) await approve(admin, 'Supply and demand', lead.id);
    for (const topic of await ownTopics(writer.token, writer.userId)) if (topic.checkStatus === 1) await approve(admin, 'Topic', topic.id);
  });

  test('the board shows the posts as text, and every payload as a search word', { timeout: 180_000 }, async () => {
    const comment = COMMENTS[0]!;
    expect(
      (
        await postAs(writer.token, '/api/comments/addComments', {
          commentsType: 'SUPPLY_DEMAND',
          ownerId: ids.formLead,
          messageContent: comment,
        })
      ).status,
    ).toBe(200);
    const v = await viewer(writer.token);
    for (const type of [1, 2] as const) {
      await v.visit(`/community?type=${type}&keywords=${encodeURIComponent(RUN)}`);
      await v.clean(`the board, type ${type}`);
      expect(ofRun(await texts(v.page, 'article.community-card .community-card__text'))).toEqual(sorted(type === 1 ? SUPPLY : DEMAND));
      expect(await texts(v.page, 'article.community-card .community-card__who strong')).toContain(SELLER_NICK);
    }
    await v.visit(`/community?type=1&keywords=${encodeURIComponent(`${RUN} supply 1`)}`);
    const post = v.page.locator('article.community-card').first();
    const photos = await post
      .locator('.community-photos img')
      .evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('src'), i.getAttribute('alt')]));
    expect(photos.map(([src]) => src).every((src) => IMAGE_URL.test(src ?? ''))).toBe(true);
    expect(photos.map(([, alt]) => alt)).toContain(`${SELLER_NICK}'s post: photo 1`);
    await post.getByRole('button', { name: /^\d+ comments?$/ }).click();
    await post.locator('li.ui-comment').first().waitFor();
    expect(await texts(v.page, '.ui-comment__text')).toContain(comment);
    await v.clean('the board with the comments open');

    for (const payload of TEXT_PAYLOADS) {
      await v.visit(`/community?type=1&keywords=${encodeURIComponent(payload)}`);
      await v.clean(`the board searched for ${payload}`);
      expect(await v.page.getByLabel('Search posts', { exact: true }).inputValue()).toBe(payload.trim());
      expect((await texts(v.page, 'article.community-card .community-card__text')).some((text) => text.includes(payload))).toBe(true);
    }
    await v.context.close();
  });

  test('the forum, its search and every topic show the corpus as text, comments too', { timeout: 180_000 }, async () => {
    for (const messageContent of COMMENTS) {
      const res = await postAs(seller.token, '/api/comments/addComments', {
        commentsType: 'COMMUNITY',
        ownerId: ids.formTopic,
        messageContent,
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    }
    const v = await viewer();
    await v.visit(`/exchange?content=${encodeURIComponent(RUN)}`);
    await v.clean('the forum');
    expect(ofRun(await texts(v.page, 'article.community-card h2'))).toEqual(sorted(TITLES));
    expect(ofRun(await texts(v.page, 'article.community-card .community-card__text'))).toEqual(TITLES.map(() => TOPIC_TEXT));
    expect(await texts(v.page, 'article.community-card .community-card__who strong')).toContain(WRITER_NICK);

    for (const topic of ids.topics) {
      await v.visit(`/exchange/detail?code=${topic.code}`);
      await v.clean(`the topic ${topic.title}`);
      expect(await v.page.locator('h1#topic-title').textContent()).toBe(topic.title);
      expect(await v.page.locator('.community-detail__text').textContent()).toBe(TOPIC_TEXT);
      expect(await v.page.title()).toContain(topic.title);
    }
    await v.visit(`/exchange/detail?code=${ids.formTopicCode}`);
    expect(sorted(ofRun(await texts(v.page, '.ui-comment__text')))).toEqual(sorted(COMMENTS));
    // Only the web address before the quote became a link; the rest of that payload stayed text.
    const links = await v.page.locator('.ui-comment__text a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toContain('https://example.com/');
    expect(links.every((href) => href === 'https://example.com/')).toBe(true);
    const alts = await v.page.locator('.community-photos img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
    expect(alts).toContain(`${TITLES[0]!}: photo 1`);

    expect(BREAKOUTS.length).toBeGreaterThan(5);
    for (const payload of BREAKOUTS) {
      await v.visit(`/exchange?content=${encodeURIComponent(payload)}`);
      await v.clean(`the forum searched for ${payload}`);
      expect(await v.page.getByLabel('Search topics').inputValue()).toBe(payload.trim());
      expect((await texts(v.page, 'article.community-card h2')).some((title) => title.includes(RUN))).toBe(true);
    }
    await v.context.close();
  });

  test("the authors' lists show their posts and topics as text", { timeout: 90_000 }, async () => {
    const s = await viewer(seller.token);
    await s.visit('/account/mySupplyPost?type=1');
    await s.clean('My Supply Post');
    expect(ofRun(await texts(s.page, 'article.community-card .community-card__text'))).toEqual(sorted(SUPPLY));
    await s.visit('/account/myBuyPost?type=2');
    await s.clean('My Buy Post');
    expect(ofRun(await texts(s.page, 'article.community-card .community-card__text'))).toEqual(sorted(DEMAND));
    await s.context.close();

    const w = await viewer(writer.token);
    await w.visit('/account/myExchange');
    await w.clean('My Topic');
    expect(ofRun(await texts(w.page, 'article.community-card h2'))).toEqual(sorted(TITLES));
    await w.context.close();
  });
});
