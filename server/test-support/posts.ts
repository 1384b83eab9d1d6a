import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CallDefinition } from '../../contracts/core/calls';
import { RSP_OK } from '../../contracts/core/codes';
import { topicCalls } from '../../contracts/forum/calls';
import { leadCalls } from '../../contracts/leads/calls';
import { moderationCalls } from '../../contracts/moderation/calls';
import { POSTING_MSG } from '../../contracts/posting/codes';
import type { SignedInUser } from './accounts';
import type { TestApp } from './app';
import { call } from './calls';
import { okData } from './envelope';

/** The supply and demand and forum calls as a test sends them, each with an optional signed-in user. */
export function postsApi(t: TestApp) {
  /** A call with a body, by its definition (call() of test-support/calls.ts), for a user or a visitor. */
  const post = (definition: CallDefinition, body: unknown, user?: SignedInUser) => call(t, definition, { body }, user);
  return {
    post,
    addLead: (user: SignedInUser | undefined, body: object) => post(leadCalls.add, body, user),
    leads: (body: object, user?: SignedInUser, page = 1, limit = 10) => call(t, leadCalls.page, { params: { page, limit }, body }, user),
    addTopic: (user: SignedInUser | undefined, body: object) => post(topicCalls.add, body, user),
    topics: (body: object, user?: SignedInUser, page = 1, limit = 10) => call(t, topicCalls.page, { params: { page, limit }, body }, user),
    topic: (code: string, user?: SignedInUser) => call(t, topicCalls.detail, { query: { code } }, user),
    review: async (admin: SignedInUser, subjectType: string, id: number, checkStatus: 2 | 3, reason?: string) =>
      okData(await post(moderationCalls.review, { subjectType, id, checkStatus, reason }, admin)),
  };
}

/** A post or topic released: 200 with the spec's 'released' message; its id, code and review status. */
export function released(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ rspCode: RSP_OK, msg: POSTING_MSG.released });
  return res.json().data as { id: number; code: string; checkStatus: number };
}

/** An edit saved: 200 with the spec's 'edit success'; the item's id, code, review status and whether the edit waits. */
export function edited(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ rspCode: RSP_OK, msg: POSTING_MSG.editSaved });
  return res.json().data as { id: number; code: string; checkStatus: number; editPending: boolean };
}

export const LEAD = {
  type: 1,
  accessType: '201',
  goodsType: 'PORK',
  content: 'Frozen pork bellies, 5 x 40ft reefers a month, CIF Shanghai.',
};
export const TOPIC = {
  labelClass: 'LOGISTICS',
  labelCode: 'REEFER',
  title: 'Reefer plug-in charges at Yangshan',
  content: 'Has anyone seen the new plug-in charges for reefer containers at Yangshan? Our forwarder quotes double.',
};

/** A day this many days from today, as the offer's validity takes it (YYYY-MM-DD, UTC). */
export const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A supply post with every field of a structured offer (docs/community.md): a Brazilian beef offer CIF Shanghai. */
export const STRUCTURED_LEAD = {
  type: 1,
  accessType: '201',
  goodsType: 'BEEF',
  content: 'Frozen boneless beef, forequarter cuts.',
  originCountry: 'BR',
  quantity: '250',
  quantityUnit: 't',
  packing: 'Cartons of 25 kg',
  incoterm: 'CIF',
  port: 'Shanghai',
  price: '5200.50',
  currency: 'USD',
  priceUnit: 't',
  validUntil: daysFromNow(30),
};
