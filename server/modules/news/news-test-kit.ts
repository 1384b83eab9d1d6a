import { newsAdminCalls } from '../../../contracts/news/admin-calls';
import type { NewsKind } from '../../../contracts/news/codes';
import type { SignedInUser } from '../../test-support/accounts';
import type { TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';

/** Helpers for the news API tests: items written through the admin desk. */

let made = 0;

/** A news item form with a title and body that no demo item has, unless told otherwise. */
export function itemForm(overrides: Record<string, unknown> = {}) {
  made += 1;
  return {
    contentTitle: '',
    enContentTitle: `Test item ${made} on chilled beef`,
    content: `<p>Body of test item ${made}.</p>`,
    countryCode: 'UY',
    accessType: '201',
    sourceDate: '2026-11-19',
    ...overrides,
  };
}

/** Writes an item through the admin desk; published unless `draft`. Answers its id. */
export async function writeItem(
  t: TestApp,
  admin: SignedInUser,
  kind: NewsKind,
  form: Record<string, unknown>,
  draft = false,
): Promise<number> {
  const created = okData<{ id: number }>(await call(t, newsAdminCalls.createItem, { params: { kind }, body: form }, admin));
  if (!draft) okData(await call(t, newsAdminCalls.publishItem, { params: { kind, id: created.id }, body: {} }, admin));
  return created.id;
}

export async function writeCustomsUpdate(t: TestApp, admin: SignedInUser, form: Record<string, unknown>, draft = false): Promise<number> {
  const created = okData<{ id: number }>(await call(t, newsAdminCalls.createCustomsUpdate, { body: form }, admin));
  if (!draft) okData(await call(t, newsAdminCalls.publishCustomsUpdate, { params: { id: created.id }, body: {} }, admin));
  return created.id;
}
