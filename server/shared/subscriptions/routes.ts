import { subscriptionCalls } from '../../../contracts/subscriptions/calls';
import type { CallRegistrar } from '../../platform/calls';
import type { SubscriptionService } from './service';

/** §7 'Subscriptions and likes'. */
export function subscriptionRoutes(http: CallRegistrar, subscriptions: SubscriptionService) {
  http.handle(subscriptionCalls.subscribe, ({ body }, { user }) => subscriptions.subscribe(user, body));
  http.handle(subscriptionCalls.unsubscribe, async ({ body }, { user }) => {
    await subscriptions.unsubscribe(user, body.id);
    return null;
  });
  http.handle(subscriptionCalls.list, ({ params, body }, { user }) => subscriptions.list(user, body ?? {}, params.page, params.limit));
  http.handle(subscriptionCalls.like, ({ body }, { user }) => subscriptions.like(user, { ...body, type: body.pointType }));
  http.handle(subscriptionCalls.unlike, async ({ body }, { user }) => {
    await subscriptions.unlike(user, body.id);
    return null;
  });
}
