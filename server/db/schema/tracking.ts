import { date, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Clicks and tab visits counted per day (§7 'POST event add'). Only what was clicked is kept, never who: no
 * address, user, session, remark or time finer than the day.
 */
export const trackingEventCount = pgTable(
  'tracking_event_count',
  {
    id: serial('id').primaryKey(),
    day: date('day').notNull(),
    categoryType: text('category_type').notNull(),
    name: text('name').notNull(),
    area: text('area').notNull().default(''),
    eventChannel: text('event_channel').notNull(),
    eventLang: smallint('event_lang').notNull().default(0),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('tracking_event_count_uq').on(t.day, t.categoryType, t.name, t.area, t.eventChannel, t.eventLang)],
);
