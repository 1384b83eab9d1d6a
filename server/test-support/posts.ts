import { pathOf } from '../../contracts/core/calls';
import { topicCalls } from '../../contracts/forum/calls';
import { leadCalls } from '../../contracts/leads/calls';
import { moderationCalls } from '../../contracts/moderation/calls';
import type { SignedInUser } from './accounts';
import type { TestApp } from './app';
import { okData } from './envelope';

/** The supply and demand and forum calls as a test sends them, each with an optional signed-in user. */
export function postsApi(t: TestApp) {
  const send = (method: 'GET' | 'POST', url: string, user?: SignedInUser, payload?: unknown, query?: Record<string, string>) =>
    t.app.inject({
      method,
      url,
      query,
      headers: user?.headers ?? {},
      remoteAddress: user?.remoteAddress,
      ...(method === 'POST' ? { payload: (payload ?? {}) as object } : {}),
    });
  const post = (url: string, payload: unknown, user?: SignedInUser) => send('POST', url, user, payload);
  return {
    send,
    post,
    addLead: (user: SignedInUser | undefined, body: object) => post(leadCalls.add.path, body, user),
    leads: (body: object, user?: SignedInUser, page = 1, limit = 10) => post(pathOf(leadCalls.page, { page, limit }), body, user),
    addTopic: (user: SignedInUser | undefined, body: object) => post(topicCalls.add.path, body, user),
    topics: (body: object, user?: SignedInUser, page = 1, limit = 10) => post(pathOf(topicCalls.page, { page, limit }), body, user),
    topic: (code: string, user?: SignedInUser) => send('GET', topicCalls.detail.path, user, undefined, { code }),
    review: async (admin: SignedInUser, subjectType: string, id: number, checkStatus: 2 | 3, reason?: string) =>
      okData(await post(moderationCalls.review.path, { subjectType, id, checkStatus, reason }, admin)),
  };
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
