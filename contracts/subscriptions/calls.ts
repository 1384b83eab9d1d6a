import { z } from 'zod';
import { int } from '../core/numbers';
import { defineCall } from '../core/calls';
import { pageOf, pagePathParams } from '../core/envelope';
import { SUBSCRIPTION_MSG } from './codes';
import { likeAddBody, likeRemoveBody, subscribeAddBody, subscribeListBody, subscribeRemoveBody, subscriptionSchema } from './models';

const common = { tag: 'subscriptions', access: 'user' } as const;

/** §7 'Subscriptions and likes'. Every call needs a session. */
export const subscriptionCalls = {
  subscribe: defineCall({
    ...common,
    method: 'POST',
    path: '/api/base/subscribe/add',
    body: subscribeAddBody,
    output: int(),
    summary: 'Subscribe to a company (subType COMPANY, subObject companyCode) or a plant (FACTORY, plantNo); answers the id',
  }),
  unsubscribe: defineCall({
    ...common,
    method: 'POST',
    path: '/api/base/subscribe/remove',
    body: subscribeRemoveBody,
    output: z.null(),
    successMessage: SUBSCRIPTION_MSG.unsubscribed,
    summary: 'Unsubscribe (one of your own subscriptions)',
  }),
  list: defineCall({
    ...common,
    method: 'POST',
    path: '/api/base/subscribe/list/:page/:limit',
    reads: true,
    params: pagePathParams,
    body: subscribeListBody,
    output: pageOf(subscriptionSchema),
    summary: 'Your subscriptions, newest first; filters subscribeType, accessType, queryWord',
  }),
  like: defineCall({
    ...common,
    method: 'POST',
    path: '/api/point/like/add',
    body: likeAddBody,
    output: int(),
    summary: 'Like a plant (pointType FACTORY, pointObject plantNo); answers the id',
  }),
  unlike: defineCall({
    ...common,
    method: 'POST',
    path: '/api/point/like/remove',
    body: likeRemoveBody,
    output: z.null(),
    summary: 'Take back your like of a plant',
  }),
};
