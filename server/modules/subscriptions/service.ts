import type { Page } from '../../../contracts/envelope';
import type { Subscription } from '../../../contracts/subscriptions';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import { forbidden, notFound } from '../../platform/envelope';
import { COMPANY_NOT_FOUND, PLANT_NOT_FOUND } from '../market/service';
import * as queries from './queries';

export const SUBSCRIPTION_NOT_FOUND = 'You have no such subscription';
export const LIKE_NOT_FOUND = 'You have not liked this plant';

export interface SubscribeInput {
  accessType: string;
  countryCode: string;
  subObject: string;
  subType: 'COMPANY' | 'FACTORY';
  userId?: number;
}

/** Subscriptions to companies and plants, and plant likes: always the signed-in user's own. */
export function createSubscriptionService(db: Db) {
  /** A body may name the user, as the spec's clients do; it must be the session's user. */
  const checkUser = (user: SessionUser, userId: number | undefined) => {
    if (userId !== undefined && userId !== user.userId) throw forbidden();
  };

  return {
    async subscribe(user: SessionUser, input: SubscribeInput): Promise<number> {
      checkUser(user, input.userId);
      const subject =
        input.subType === 'COMPANY'
          ? await queries.findCompanyForSubscription(db, input.subObject, input.accessType, input.countryCode)
          : await queries.findPlantForSubscription(db, input.subObject, input.accessType, input.countryCode);
      if (!subject) throw notFound(input.subType === 'COMPANY' ? COMPANY_NOT_FOUND : PLANT_NOT_FOUND);
      const id = await queries.addSubscription(db, {
        userId: user.userId,
        subscribeType: input.subType,
        accessType: input.accessType,
        countryCode: input.countryCode,
        subObject: input.subObject,
        subObjectName: subject.name,
      });
      if (id === null) throw new Error('the subscription vanished while it was being added');
      return id;
    },

    async unsubscribe(user: SessionUser, id: number): Promise<void> {
      if (!(await queries.removeSubscription(db, user.userId, id))) throw notFound(SUBSCRIPTION_NOT_FOUND);
    },

    async list(
      user: SessionUser,
      filter: { subscribeType?: string; accessType?: string; queryWord?: string },
      page: number,
      limit: number,
    ): Promise<Page<Subscription>> {
      const { rows, total } = await queries.pageSubscriptions(db, user.userId, { ...filter, queryWord: filter.queryWord || undefined }, page, limit);
      return {
        list: rows.map(({ createdAt, ...r }) => ({ ...r, subscribeType: r.subscribeType as Subscription['subscribeType'], createDate: createdAt.toISOString() })),
        total,
      };
    },

    async like(user: SessionUser, input: { accessType: string; countryCode: string; pointObject: string }): Promise<number> {
      const target = await queries.findPlantForSubscription(db, input.pointObject, input.accessType, input.countryCode);
      if (!target) throw notFound(PLANT_NOT_FOUND);
      const id = await queries.addLike(
        db,
        { userId: user.userId, pointType: 'FACTORY', accessType: input.accessType, countryCode: input.countryCode, pointObject: input.pointObject },
        target.id,
      );
      if (id === null) throw new Error('the like vanished while it was being added');
      return id;
    },

    async unlike(user: SessionUser, id: number): Promise<void> {
      if (!(await queries.removeLike(db, user.userId, id))) throw notFound(LIKE_NOT_FOUND);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
