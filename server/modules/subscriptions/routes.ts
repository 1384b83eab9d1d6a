import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MARKET_MSG } from '../../../contracts/codes';
import { pagePathParams } from '../../../contracts/envelope';
import {
  idResponse,
  likeAddBody,
  likeRemoveBody,
  subscribeAddBody,
  subscribeListBody,
  subscribeRemoveBody,
  subscriptionPageResponse,
} from '../../../contracts/subscriptions';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import type { SubscriptionService } from './service';

const tags = ['subscriptions'];
const nullResponse = z.object({ rspCode: z.string(), msg: z.string(), data: z.null() });

/** §7 'Subscriptions and likes'. Every call needs a session: without one it answers 401 'invalid token'. */
export async function subscriptionRoutes(fastify: FastifyInstance, subscriptions: SubscriptionService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/base/subscribe/add',
    { schema: { tags, summary: 'Subscribe to a company (subType COMPANY, subObject companyCode) or a plant (FACTORY, plantNo); answers the id', body: subscribeAddBody, response: { 200: idResponse } } },
    async (request) => ok(await subscriptions.subscribe(requireUser(request), request.body)),
  );

  app.post(
    '/api/base/subscribe/remove',
    { schema: { tags, summary: 'Unsubscribe (one of your own subscriptions)', body: subscribeRemoveBody, response: { 200: nullResponse } } },
    async (request) => {
      await subscriptions.unsubscribe(requireUser(request), request.body.id);
      return ok(null, MARKET_MSG.unsubscribed);
    },
  );

  app.post(
    '/api/base/subscribe/list/:page/:limit',
    {
      schema: {
        tags,
        summary: 'Your subscriptions, newest first; filters subscribeType, accessType, queryWord',
        params: pagePathParams,
        body: subscribeListBody,
        response: { 200: subscriptionPageResponse },
      },
    },
    async (request) => ok(await subscriptions.list(requireUser(request), request.body ?? {}, request.params.page, request.params.limit)),
  );

  app.post(
    '/api/point/like/add',
    { schema: { tags, summary: 'Like a plant (pointType FACTORY, pointObject plantNo); answers the id', body: likeAddBody, response: { 200: idResponse } } },
    async (request) => ok(await subscriptions.like(requireUser(request), request.body)),
  );

  app.post(
    '/api/point/like/remove',
    { schema: { tags, summary: 'Take back your like of a plant', body: likeRemoveBody, response: { 200: nullResponse } } },
    async (request) => {
      await subscriptions.unlike(requireUser(request), request.body.id);
      return ok(null);
    },
  );
}
