import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

/**
 * A user's subscription to a company or a plant (§3 Subscription). subObject is the companyCode
 * (COMPANY) or the plantNo (FACTORY); with accessType and countryCode it names one record.
 * Unsubscribing deletes the row, so one user has at most one subscription per object.
 */
export const subscription = pgTable(
  'subscription',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    subscribeType: text('subscribe_type').notNull(),
    accessType: text('access_type').notNull(),
    countryCode: text('country_code').notNull(),
    subObject: text('sub_object').notNull(),
    subObjectName: text('sub_object_name').notNull(),
    subTerminal: text('sub_terminal').notNull().default('PC'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_object_uq').on(t.userId, t.subscribeType, t.accessType, t.countryCode, t.subObject),
    index('subscription_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** A user's like of a plant (pointType FACTORY); the plant keeps the running count. */
export const pointLike = pgTable(
  'point_like',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    pointType: text('point_type').notNull(),
    accessType: text('access_type').notNull(),
    countryCode: text('country_code').notNull(),
    pointObject: text('point_object').notNull(),
    pointTerminal: text('point_terminal').notNull().default('PC'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('point_like_object_uq').on(t.userId, t.pointType, t.accessType, t.countryCode, t.pointObject)],
);
