import type { Page } from '../../../contracts/core/envelope';
import type { SubscribeType } from '../../../contracts/subscriptions/codes';
import type { Subscription } from '../../../contracts/subscriptions/models';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import { notFound } from '../../platform/envelope';
import { authorize, userPolicy } from '../../platform/policy';
import { keyOf, type SubjectFeature, type SubjectKey, type SubjectRegistry } from '../subjects/index';
import { heldBy, LIKE_NOT_FOUND, likePolicy, SUBSCRIPTION_NOT_FOUND, subscriptionPolicy } from './policies';
import * as queries from './queries';

export { LIKE_NOT_FOUND, SUBSCRIPTION_NOT_FOUND };

export interface SubscribeInput {
  accessType: string;
  countryCode: string;
  subObject: string;
  subType: SubscribeType;
  userId?: number;
}

/** Subscriptions and likes of any registered subject: always the signed-in user's own. */
export function createSubscriptionService(db: Db, subjects: SubjectRegistry) {
  /** The subject a call names, visible and offering the feature, or the subject type's 404. */
  async function subjectOf(key: SubjectKey, feature: SubjectFeature) {
    const subject = await subjects.find(key, feature);
    if (!subject?.visible) throw notFound(subjects.sourceOf(key.type, feature).notFoundMessage);
    return subject;
  }

  return {
    async subscribe(user: SessionUser, input: SubscribeInput): Promise<number> {
      authorize(user, 'actAs', userPolicy.of({ userId: input.userId }));
      authorize(user, 'add', subscriptionPolicy.of(null));
      const key = { type: input.subType, accessType: input.accessType, countryCode: input.countryCode, object: input.subObject };
      const subject = await subjectOf(key, 'subscribe');
      const id = await queries.addSubscription(db, {
        userId: user.userId,
        subscribeType: key.type,
        accessType: key.accessType,
        countryCode: key.countryCode,
        subObject: key.object,
        subObjectName: subject.title,
      });
      if (id === null) throw new Error('the subscription vanished while it was being added');
      return id;
    },

    async unsubscribe(user: SessionUser, id: number): Promise<void> {
      const row = await queries.findSubscription(db, id);
      if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
      authorize(user, 'remove', subscriptionPolicy.of(row));
      await queries.deleteSubscription(db, row.id);
    },

    async list(
      user: SessionUser,
      filter: { subscribeType?: string; accessType?: string; queryWord?: string },
      page: number,
      limit: number,
    ): Promise<Page<Subscription>> {
      authorize(user, 'read', subscriptionPolicy.of(null));
      const { rows, total } = await queries.pageSubscriptions(
        db,
        user.userId,
        { ...filter, queryWord: filter.queryWord || undefined },
        page,
        limit,
      );
      const keys = rows.map((r) => ({ type: r.subscribeType, accessType: r.accessType, countryCode: r.countryCode, object: r.subObject }));
      const found = await subjects.findMany(keys);
      return {
        list: rows.map((r, i) => {
          const subject = found.get(keyOf(keys[i] as SubjectKey));
          return {
            id: r.id,
            subscribeType: r.subscribeType as SubscribeType,
            accessType: r.accessType,
            subObject: r.subObject,
            subObjectName: r.subObjectName,
            companyLogo: subject?.image ?? '',
            countryName: subject?.countryName ?? '',
            countryCode: r.countryCode,
            createDate: r.createdAt.toISOString(),
          };
        }),
        total,
      };
    },

    /** A subscription of this user, or undefined (an unsubscribe link names the user and the subscription). */
    async findOwn(userId: number, id: number): Promise<queries.SubscriptionRow | undefined> {
      const row = await queries.findSubscription(db, id);
      return row && heldBy(row, userId) ? row : undefined;
    },
    /** Ends a subscription of this user; false when there was none. */
    async removeOwn(userId: number, id: number): Promise<boolean> {
      const row = await queries.findSubscription(db, id);
      if (!heldBy(row, userId)) return false;
      await queries.deleteSubscription(db, id);
      return true;
    },
    /** The caller's subscription to a subject, for detail pages (null for a visitor or none). */
    subscriptionIdOf: (user: SessionUser | null, key: SubjectKey) =>
      user ? queries.findSubscriptionId(db, user.userId, key) : Promise.resolve(null),

    /** The caller's like of a subject, for detail pages (null for a visitor or none). */
    likeIdOf: (user: SessionUser | null, key: SubjectKey) => (user ? queries.findLikeId(db, user.userId, key) : Promise.resolve(null)),

    async like(user: SessionUser, input: { type: string; accessType: string; countryCode: string; pointObject: string }): Promise<number> {
      authorize(user, 'add', likePolicy.of(null));
      const key = { type: input.type, accessType: input.accessType, countryCode: input.countryCode, object: input.pointObject };
      const subject = await subjectOf(key, 'like');
      const source = subjects.sourceOf(key.type, 'like');
      const id = await queries.addLike(
        db,
        { userId: user.userId, pointType: key.type, accessType: key.accessType, countryCode: key.countryCode, pointObject: key.object },
        async (tx) => source.countLike?.(tx, subject, 1),
      );
      if (id === null) throw new Error('the like vanished while it was being added');
      return id;
    },

    async unlike(user: SessionUser, id: number): Promise<void> {
      const row = await queries.findLike(db, id);
      if (!row) throw notFound(LIKE_NOT_FOUND);
      authorize(user, 'remove', likePolicy.of(row));
      const key = { type: row.pointType, accessType: row.accessType, countryCode: row.countryCode, object: row.pointObject };
      const source = subjects.sourceOf(key.type, 'like');
      const subject = await subjects.find(key, 'like');
      await queries.deleteLike(db, row.id, async (tx) => {
        if (subject) await source.countLike?.(tx, subject, -1);
      });
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
