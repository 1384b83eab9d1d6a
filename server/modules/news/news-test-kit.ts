import type { LightMyRequestResponse } from 'fastify';
import { pathOf, type CallDefinition } from '../../../contracts/core/calls';
import { newsAdminCalls } from '../../../contracts/news/admin-calls';
import type { NewsKind } from '../../../contracts/news/codes';
import type { SignedInUser } from '../../test-support/accounts';
import type { TestApp } from '../../test-support/app';
import { okData } from '../../test-support/envelope';

/** Helpers for the news API tests: calls made from their definitions, and items written through the admin desk. */

export interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Sends a call as its definition describes it, with anything as input (the server's validation decides), as a user or a visitor. */
export function call(t: TestApp, definition: CallDefinition, input: LooseInput = {}, user?: SignedInUser): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: definition.method,
    url: pathOf(definition, input.params),
    query: input.query && Object.fromEntries(Object.entries(input.query).map(([k, v]) => [k, String(v)])),
    headers: user?.headers ?? {},
    remoteAddress: user?.remoteAddress,
    ...(definition.method === 'POST' ? { payload: (input.body ?? {}) as object } : {}),
  });
}

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
