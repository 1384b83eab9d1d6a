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

/**
 * Waits until a message toast (antd's message) with this text has been shown, and takes it off the page's record so
 * the next wait for the same words needs a new toast. Pages opened by `openPage` record each toast as it appears
 * (see `recordToasts`), so a toast that has already closed on a busy machine still counts.
 */
export async function toast(page: Page, text: string): Promise<void> {
  await page.waitForFunction((words) => {
    const said = (window as unknown as { __toasts?: string[] }).__toasts;
    if (!said) return document.querySelector('.ant-message-notice')?.textContent?.includes(words) ?? false;
    const at = said.findIndex((t) => t.includes(words));
    if (at < 0) return false;
    said.splice(at, 1);
    return true;
  }, text);
}

/** How one rich-text editor of the article form is named, in the page's language. */
export interface EditorNames {
  /** The body field's label: the editor's group and its preview region are named after it. */
  body: string;
  toolbar: string;
  heading2: string;
  /** The preview region's name from the body's label. */
  previewOf: (body: string) => string;
}

/** The Chinese body's and the English body's editors on a Chinese page. */
export const CHINESE_PAGE_BODIES: Record<'zh' | 'en', EditorNames> = {
  zh: { body: '中文正文', toolbar: '格式', heading2: '2 级标题', previewOf: (body) => `${body}：预览` },
  en: { body: '英文正文', toolbar: '格式', heading2: '2 级标题', previewOf: (body) => `${body}：预览` },
};

/** The English body's editor on an English page. */
export const ENGLISH_BODY: EditorNames = {
  body: 'Body (English)',
  toolbar: 'Formatting',
  heading2: 'Heading 2',
  previewOf: (body) => `${body}: preview`,
};

/**
 * Writes a heading, a paragraph and an uploaded image in one rich-text editor of the page's article form (the form
 * has one per language), through its toolbar and the keyboard, and waits until the image is in the text.
 */
export async function writeBody(page: Page, heading: string, paragraph: string, imageName: string, names: EditorNames = ENGLISH_BODY) {
  const editor = page.getByRole('group', { name: names.body, exact: true });
  const text = editor.locator('.rte-content[contenteditable="true"]');
  await text.waitFor();
  await text.click();
  await editor.getByRole('toolbar', { name: names.toolbar }).getByRole('button', { name: names.heading2 }).click();
  await page.keyboard.type(heading);
  await page.keyboard.press('Enter');
  await page.keyboard.type(paragraph);
  await text.locator('h2', { hasText: heading }).waitFor();
  await editor
    .locator('.rte-toolbar input[type="file"]')
    .setInputFiles({ name: `${imageName}.png`, mimeType: 'image/png', buffer: stripedPng() });
  await text.locator('img[src^="/media/uploads/"]').waitFor({ timeout: 20_000 });
}

/** Turns one editor's Preview on and answers its preview region once it shows the heading. */
export async function preview(page: Page, heading: string, names: EditorNames = ENGLISH_BODY) {
  await page.getByRole('group', { name: names.body, exact: true }).locator('.rte-mode').getByRole('switch').click();
  const region = page.getByRole('region', { name: names.previewOf(names.body) });
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
export async function confirmWith(page: Page, button: string | RegExp, call: RegExp): Promise<number> {
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.waitFor({ state: 'visible' });
  await dialogSettled(page);
  const answered = page.waitForResponse((res) => res.request().method() === 'POST' && call.test(new URL(res.url()).pathname));
  await dialog.getByRole('button', { name: button }).click();
  const status = (await answered).status();
  await dialog.waitFor({ state: 'hidden' });
  return status;
}
