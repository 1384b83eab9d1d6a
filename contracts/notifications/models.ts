import { z } from 'zod';
import { EMAIL_MODES } from './codes';

export const notificationSchema = z.object({
  id: z.number().int(),
  /** What changed. */
  title: z.string(),
  body: z.string(),
  /** Why the user got it: the subscription it came through. */
  reason: z.string(),
  /** The page it is about (a path on this site). */
  link: z.string(),
  createDate: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const markReadBody = z.object({
  ids: z.array(z.number().int().min(1).max(2_147_483_647)).max(100).optional().describe('These notifications; without ids, all'),
});

export const settingsSchema = z.object({ emailMode: z.enum(EMAIL_MODES) });

export const unsubscribeQuery = z.object({ token: z.string().min(10).max(300) });

/** What an unsubscribe link stops, shown before the visitor confirms. */
export const unsubscribeInfoSchema = z.object({
  /** 'subscription': stop watching one plant or company; 'email': no more notification mail. */
  scope: z.enum(['subscription', 'email']),
  description: z.string(),
  /** Already done (the subscription is gone, or mail is off). */
  done: z.boolean(),
});
