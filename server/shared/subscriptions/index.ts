import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { SubjectRegistry } from '../subjects/index';
import { subscriptionRoutes } from './routes';
import { createSubscriptionService, type SubscriptionService } from './service';

export type { SubscriptionService } from './service';

/** Subscriptions and likes of whatever subjects the areas register (§7 'Subscriptions and likes'). */
export function registerSubscriptions(http: CallRegistrar, db: Db, subjects: SubjectRegistry): SubscriptionService {
  const subscriptions = createSubscriptionService(db, subjects);
  subscriptionRoutes(http, subscriptions);
  return subscriptions;
}
