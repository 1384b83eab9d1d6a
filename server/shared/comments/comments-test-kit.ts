import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { commentCalls } from '../../../contracts/comments/calls';
import { COMMENT_MSG } from '../../../contracts/comments/codes';
import type { Comment } from '../../../contracts/comments/models';
import { RSP_OK } from '../../../contracts/core/codes';
import { newsItem } from '../../db/schema/index';
import type { SignedInUser } from '../../test-support/accounts';
import type { TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { createActivePlant } from '../../test-support/factories';
import { okData } from '../../test-support/envelope';

/** Helpers for the comments' API tests: a published factory-news item about a company to comment on (FACTORY_NEWS) and the calls. */

export async function createFactoryNewsItem(t: TestApp): Promise<string> {
  const made = await createActivePlant(t, { accessType: '201', countryCode: 'UY' });
  const [item] = await t.database.db
    .insert(newsItem)
    .values({
      newsSource: 164,
      enContentTitle: 'Plant re-listed for chilled beef',
      content: '<p>GACC restored the listing.</p>',
      countryCode: 'UY',
      accessType: '201',
      companyTags: [made.company.companyCode],
      plantNos: [made.plantNo],
      sourceDate: '2026-01-05',
      contentDate: '2026-01-05',
      state: 'published',
      publishedAt: new Date('2026-01-05T00:00:00Z'),
    })
    .returning({ id: newsItem.id });
  return String(item?.id);
}

/** The data of a write that answers 'Successfully!' (§8). */
export function written<T = number>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ rspCode: RSP_OK, msg: COMMENT_MSG.success });
  return res.json().data as T;
}

export function commentsApi(t: TestApp, ownerId: string) {
  const commentsType = 'FACTORY_NEWS';
  return {
    add: (user: SignedInUser | undefined, messageContent: string, extra: object = {}) =>
      call(t, commentCalls.add, { body: { commentsType, ownerId, messageContent, ...extra } }, user),
    reply: (user: SignedInUser | undefined, pid: number, messageContent: string) =>
      call(t, commentCalls.reply, { body: { commentsType, ownerId, pid, messageContent } }, user),
    remove: (user: SignedInUser | undefined, id: number) => call(t, commentCalls.remove, { body: { commentsType, id } }, user),
    list: async (user?: SignedInUser) => {
      const query = { page: 1, limit: 500, commentsType, ownerId, countryCode: 'UY' };
      const res = await call(t, commentCalls.list, { query }, user);
      return okData<{ list: Comment[]; total: number }>(res);
    },
  };
}
