import { z } from 'zod';
import { defineCall } from '../core/calls';
import { emptyBody, pageOf, pagePathParams } from '../core/envelope';
import { NOTIFICATION_MSG } from './codes';
import { markReadBody, notificationSchema, settingsSchema, unsubscribeInfoSchema, unsubscribeQuery } from './models';

const tag = 'notifications';
/** One-click unsubscribe: GET shows what the link stops, POST (RFC 8058) stops it. */
const UNSUBSCRIBE_PATH = '/api/querytool/notification/unsubscribe';

/**
 * The notification centre (§7 catalogue: 'querytool notification: unread counts, history, updateNoticeStatus'),
 * the user's mail choice, and one-click unsubscribe, which needs no session: the signed token is the proof.
 */
export const notificationCalls = {
  unreadCount: defineCall({
    tag,
    access: 'user',
    method: 'GET',
    path: '/api/querytool/notification/unreadCounts',
    output: z.object({ count: z.number().int() }),
    summary: 'How many of your notifications are unread (the header badge)',
  }),
  history: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/querytool/notification/history/:page/:limit',
    // A POST only because the spec's clients send one: it reads, so it never empties the anonymous cache.
    reads: true,
    params: pagePathParams,
    body: emptyBody,
    output: pageOf(notificationSchema),
    summary: 'Your notifications, newest first',
  }),
  markRead: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/querytool/notification/updateNoticeStatus',
    body: markReadBody,
    output: z.object({ count: z.number().int() }),
    summary: 'Marks the given notifications (or all) read; answers the unread count',
  }),
  settings: defineCall({
    tag,
    access: 'user',
    method: 'GET',
    path: '/api/querytool/notification/settings',
    output: settingsSchema,
    summary: 'How you get notification mail: immediate, daily digest, or off',
  }),
  saveSettings: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/querytool/notification/settings',
    body: settingsSchema,
    output: settingsSchema,
    successMessage: NOTIFICATION_MSG.settingsSaved,
    summary: 'Chooses how you get notification mail',
  }),
  unsubscribeInfo: defineCall({
    tag,
    access: 'anyone',
    method: 'GET',
    // One person's subscription, named by the token in the link: never kept for others.
    noCache: true,
    path: UNSUBSCRIBE_PATH,
    query: unsubscribeQuery,
    output: unsubscribeInfoSchema,
    summary: 'What the unsubscribe link of a mail stops (no sign-in needed)',
  }),
  unsubscribe: defineCall({
    tag,
    access: 'anyone',
    method: 'POST',
    path: UNSUBSCRIBE_PATH,
    query: unsubscribeQuery,
    output: z.null(),
    successMessage: NOTIFICATION_MSG.unsubscribed,
    summary:
      'One-click unsubscribe (RFC 8058: the List-Unsubscribe-Post target; any body, no session); the token in the query is the proof',
  }),
};
