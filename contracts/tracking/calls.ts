import { z } from 'zod';
import { int, intText } from '../core/numbers';
import { defineCall } from '../core/calls';
import { EVENT_CATEGORY_TYPES, EVENT_CHANNEL_PC, TRACKING_LIMITS as L } from './codes';

export const eventBody = z.object({
  categoryType: z.enum(EVENT_CATEGORY_TYPES),
  eventLang: intText({ min: 0, max: 9 }).prefault(0),
  name: z.string().trim().min(1).max(L.name),
  eventChannel: z.literal(EVENT_CHANNEL_PC).default(EVENT_CHANNEL_PC),
  remark: z.string().trim().max(L.remark).optional(),
  area: z.string().trim().max(L.area).optional(),
});

/** Counts of what visitors click; nothing that names a person is kept. */
export const trackingCalls = {
  add: defineCall({
    tag: 'tracking',
    access: 'anyone',
    method: 'POST',
    path: '/api/event/add',
    invalidates: [],
    body: eventBody,
    output: z.null(),
    limit: 120,
    summary:
      'Counts one click or tab visit (categoryType, name, area) for the day; no address, user or remark is stored, and nothing when the browser sends DNT: 1 or Sec-GPC: 1',
  }),
};

const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** The admin shell's view of the counts: every event with its count on each day of a range (at most 92 days). */
export const trackingAdminCalls = {
  counts: defineCall({
    tag: 'tracking',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/tracking',
    query: z.object({
      from: dayText.optional().describe('First day (default: 13 days before `to`)'),
      to: dayText.optional().describe('Last day (default: today, UTC)'),
      categoryType: z.enum(EVENT_CATEGORY_TYPES).optional(),
    }),
    output: z.object({
      from: z.string(),
      to: z.string(),
      days: z.array(z.string()).describe('Every day of the range, oldest first'),
      events: z.array(
        z.object({
          categoryType: z.string(),
          name: z.string(),
          area: z.string(),
          total: int(),
          counts: z.array(int()).describe('The count on each of `days`'),
        }),
      ),
    }),
    summary: 'Clicks and tab visits counted by event and day, most counted first; 400 when the range is reversed or longer than 92 days',
  }),
};
