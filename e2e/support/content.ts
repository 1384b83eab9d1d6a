import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, dialogSettled } from './browser';
import { stripedPng } from './png';

/** Opens a page and waits for the network to settle. */
export const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'networkidle' });

/** A public address as a visitor without cookies gets it: its status and text. */
export async function text(path: string) {
  const res = await fetch(`${baseURL()}${path}`);
  return { status: res.status, body: await res.text() };
}

/**
 * Saves the open dialog as a person would: once it has opened, then waits for the write it sends to answer and for
 * the dialog to close (on a busy machine a click during antd's opening animation can be lost).
 */
export async function saveDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ state: 'visible' });
  await dialogSettled(page);
  const answered = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname.startsWith('/api/admin/'),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  const res = await answered;
  expect(res.status(), await res.text()).toBe(200);
  await dialog.waitFor({ state: 'hidden' });
}

/** Waits for a message toast with this text (antd's message). */
export const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).first().waitFor();

/**
 * Writes a heading, a paragraph and an uploaded image in the rich-text editor of the page's article form, through
 * its toolbar and the keyboard, and waits until the image is in the text.
 */
export async function writeBody(page: Page, heading: string, paragraph: string, imageName: string) {
  const text = page.locator('.rte-content[contenteditable="true"]');
  await text.waitFor();
  await text.click();
  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type(heading);
  await page.keyboard.press('Enter');
  await page.keyboard.type(paragraph);
  await text.locator('h2', { hasText: heading }).waitFor();
  await page
    .locator('.rte-toolbar input[type="file"]')
    .setInputFiles({ name: `${imageName}.png`, mimeType: 'image/png', buffer: stripedPng() });
  await text.locator('img[src^="/media/uploads/"]').waitFor({ timeout: 20_000 });
}

/** Turns the editor's Preview on and answers the preview region once it shows the heading. */
export async function preview(page: Page, label: string, heading: string) {
  await page.locator('.rte-mode').getByRole('switch').click();
  const region = page.getByRole('region', { name: `${label}: preview` });
  await region.locator('h2', { hasText: heading }).waitFor();
  return region;
}

/** The state tag of the article form's bar ('Draft' or 'Published') once it says `state`. */
export const stateIs = (page: Page, state: 'Draft' | 'Published') =>
  page.locator('.admin-editor-bar .ant-tag', { hasText: state }).waitFor({ timeout: 20_000 });

/** The id at the end of an edit page's address. */
export const idOfEditPage = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

/**
 * Answers an open confirmation as a person would: once it has opened, then waits for the call it makes and for
 * the dialog to close (an OK click during the opening animation can be lost under load). Answers the call's status.
 */
export async function confirmWith(page: Page, button: string, call: RegExp): Promise<number> {
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.waitFor({ state: 'visible' });
  await dialogSettled(page);
  const answered = page.waitForResponse((res) => res.request().method() === 'POST' && call.test(new URL(res.url()).pathname));
  await dialog.getByRole('button', { name: button }).click();
  const status = (await answered).status();
  await dialog.waitFor({ state: 'hidden' });
  return status;
}
