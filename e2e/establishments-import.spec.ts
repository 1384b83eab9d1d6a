import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { plantPagePath } from '../contracts/market/pages';
import { signInAsAdmin } from './support/admin';
import { baseURL, launchBrowser, openPage } from './support/browser';
import { csvText, importInAdmin } from './support/imports';
import { mailsTo } from './support/mails';
import { notificationCentre, type CentreEntry } from './support/notifications';
import { registerUser } from './support/users';

/**
 * Issue 12: the GACC establishment list imported from the admin shell, shown on the market pages, its changes as
 * history, and told to the subscribers of the plants it changes (in the notification centre and by mail).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Both header styles in one file: bilingual cells and Chinese only; Chinese country names; a cancelled row.
const HEADER = [
  '序号 NO.',
  '国家（地区） COUNTRY(REGION)',
  '产品类别',
  '在华注册编号 CHINA REG. NO.',
  '所在国家（地区）注册编号',
  '企业名称 NAME',
  '生产场所地址',
  '注册日期',
  '注册有效期',
  '状态 STATE',
];
const ROWS = [
  [
    '1',
    '阿根廷',
    '牛肉产品',
    'CARG2021008801',
    'SENASA 8801',
    'Frigorífico Prueba Uno S.A.',
    'Ruta 3 km 300, Azul, Buenos Aires',
    '2021-04-01',
    '2031-03-31',
    '有效',
  ],
  [
    '2',
    '阿根廷',
    '禽肉产品',
    'CARG2021008802',
    'SENASA 8802',
    'Avícola Prueba Dos S.A.',
    'Ruta 8, Río Cuarto, Córdoba',
    '2021-06-01',
    '2031-05-31',
    '有效',
  ],
  [
    '3',
    '奥地利',
    '猪肉产品',
    'CAUT2018008803',
    'AT 8803 EC',
    'Prüffleisch GmbH',
    'Hafenstraße 9, Linz, Upper Austria',
    '2018-02-01',
    '2028-01-31',
    '注销',
  ],
];
const csv = (rows: string[][]) => csvText(HEADER, rows);

const importFile = (page: Page, name: string, text: string) => importInAdmin(page, 'GACC registered establishments', name, text);

const plantPage = (countryCode: string, plantNo: string) => plantPagePath({ accessType: '201', countryCode, plantNo });
// The plant the changed list suspends: only this spec creates it, so only its watcher hears of it.
const WATCHED = { accessType: '201', countryCode: 'AR', plantNo: 'SENASA 8801' };
const WATCHED_NAME = 'Frigorífico Prueba Uno S.A.';
/** Notification mails carry List-Unsubscribe; the verification code mail does not. */
const NOTIFICATION_MAIL = /^List-Unsubscribe: /m;

describe('the establishment list imported in the admin shell', () => {
  test('shows its plants on the market pages; a changed version becomes history, suspensions and alerts; again, nothing changes', async () => {
    const { context, page } = await openPage(browser);
    await signInAsAdmin(page);

    const first = await importFile(page, 'gacc-list-1.csv', csv(ROWS));
    expect(first).toMatch(/Read\s*3.*Imported\s*3.*Updated\s*0.*Unchanged\s*0/);
    await page.goto(plantPage('AR', 'SENASA 8801'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Frigorífico Prueba Uno S.A.');
    await expect(page.getByText('CARG2021008801').count()).resolves.toBeGreaterThan(0);
    await page.goto(plantPage('AT', 'AT 8803 EC'));
    await expect(page.locator('.market-detail').getByText('Inactive').count()).resolves.toBeGreaterThan(0);

    // A registered user watches the plant the next list suspends, with its page's Subscribe button.
    const watcher = await registerUser('gacc-watcher', 'Watch pass 2024', 'Gina');
    const reader = await openPage(browser);
    await reader.context.addCookies([{ name: 'cmsp_session', value: watcher.token, url: baseURL() }]);
    await reader.page.goto(plantPagePath(WATCHED), { waitUntil: 'networkidle' });
    await reader.page.getByRole('button', { name: '+Subscribe' }).click();
    await reader.page.getByRole('button', { name: 'Subscribed' }).waitFor();

    const changed = ROWS.map((r) => [...r]);
    changed[0]![9] = '暂停进口';
    changed[1]![8] = '2036-05-31';
    const second = await importFile(page, 'gacc-list-2.csv', csv(changed));
    expect(second).toMatch(/Imported\s*0.*Updated\s*2.*Unchanged\s*1/);
    await page.goto(plantPage('AR', 'SENASA 8801'));
    const history = page.getByRole('region', { name: 'Approval history' }).or(page.locator('section[aria-labelledby=plant-approvals]'));
    await expect(history.getByText('Export suspended').count()).resolves.toBeGreaterThan(0);
    await page.goto('/market/suspended?countryCode=AR&keywords=SENASA%208801');
    await expect(page.locator('.ui-table tbody tr', { hasText: 'SENASA 8801' }).count()).resolves.toBe(1);
    await page.goto(plantPage('AR', 'SENASA 8802'));
    await expect(page.getByText('2036-05-31').count()).resolves.toBeGreaterThan(0);

    // The watcher reads in the centre what changed, why they were told, with a link to the plant: the import's
    // effect on the plant is one notification, the suspension and the status it brought. The renewal of a plant
    // they do not watch is not theirs.
    const about = (title: string, text: string) => (entries: CentreEntry[]) =>
      entries.find((e) => e.title === `${WATCHED_NAME} (SENASA 8801): ${title}` && e.text.includes(text));
    const suspended = about('Export suspended', 'changed from Active to Suspended');
    const told = await notificationCentre(reader.page, (entries) => !!suspended(entries));
    expect(told).toHaveLength(1);
    expect(suspended(told)).toMatchObject({ link: plantPagePath(WATCHED), unread: true });
    expect(suspended(told)!.text).toContain('Imports of Beef from SENASA 8801 suspended');
    expect(suspended(told)!.text).toContain(`Why you got this: you subscribe to the plant ${WATCHED_NAME} (SENASA 8801)`);
    await reader.page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();

    // And one mail, naming the plant and its new status.
    const mailed = await mailsTo(watcher.email, 1, { matching: NOTIFICATION_MAIL });
    expect(mailed).toHaveLength(1);
    const subjectOf = (mail: string) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? '';
    expect(subjectOf(mailed[0]!)).toMatch(new RegExp(`${WATCHED_NAME} \\(SENASA 8801\\): Export suspended$`));
    expect(mailed[0]).toContain('Imports of Beef from SENASA 8801 suspended');
    expect(mailed[0]).toContain('Status of SENASA 8801 changed from Active to Suspended.');

    const third = await importFile(page, 'gacc-list-2.csv', csv(changed));
    expect(third).toMatch(/Imported\s*0.*Updated\s*0.*Unchanged\s*3/);

    // The identical list told nobody anything: when the next change (a list that lifts the suspension) reaches the
    // watcher, it is all that is new since, in the centre and in the mailbox.
    const resumed = changed.map((r) => [...r]);
    resumed[0]![9] = '有效';
    const fourth = await importFile(page, 'gacc-list-3.csv', csv(resumed));
    expect(fourth).toMatch(/Imported\s*0.*Updated\s*1.*Unchanged\s*2/);
    const now = await notificationCentre(reader.page, (entries) => !!about('Export resumed', 'changed from Suspended to Active')(entries));
    expect(now.map((e) => e.title)).toEqual([`${WATCHED_NAME} (SENASA 8801): Export resumed`, told[0]!.title]);
    const allMailed = await mailsTo(watcher.email, 2, { matching: NOTIFICATION_MAIL });
    expect(allMailed).toHaveLength(2);
    expect(allMailed[1]).toMatch(/Export resumed/);
    await reader.context.close();
    await context.close();
    // Four imports, a subscription and the pages between them: longer than one page's default.
  }, 180_000);
});
