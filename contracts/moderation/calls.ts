import { z } from 'zod';
import { defineCall } from '../core/calls';
import { pageOf } from '../core/envelope';
import { MODERATION_MSG } from './codes';
import {
  flagsBody,
  plantConfirmBody,
  queueItemSchema,
  queueQuery,
  reportBody,
  reviewBody,
  saveSettingsBody,
  settingsSchema,
} from './models';

const tag = 'moderation';

/** Review before publishing: users report, administrators approve, refuse, pin and confirm plants. */
export const moderationCalls = {
  report: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/moderation/report',
    body: reportBody,
    output: z.null(),
    successMessage: MODERATION_MSG.reported,
    summary: "Reports a post or topic to the moderators with a reason (once per user and item; not one's own)",
  }),
  queue: defineCall({
    tag,
    access: 'admin',
    method: 'GET',
    path: '/api/admin/moderation/queue',
    query: queueQuery,
    output: pageOf(queueItemSchema),
    summary:
      'Posts and topics by review status (Under Review, with edits waiting for review, by default), oldest first, with their open reports and the changes of an edit',
  }),
  review: defineCall({
    tag,
    access: 'admin',
    method: 'POST',
    path: '/api/admin/moderation/review',
    body: reviewBody,
    output: z.null(),
    summary:
      'Approves (2) or refuses (3, with the reason the author sees) a post or topic, or with edit: true its pending edit; closes its reports; audited',
  }),
  flags: defineCall({
    tag,
    access: 'admin',
    method: 'POST',
    path: '/api/admin/moderation/flags',
    body: flagsBody,
    output: z.null(),
    summary: 'Pins a topic (top 1) or marks it Selection (good 1), or takes either back; audited',
  }),
  confirmPlant: defineCall({
    tag,
    access: 'admin',
    method: 'POST',
    path: '/api/admin/moderation/plant',
    body: plantConfirmBody,
    output: z.null(),
    summary: "Confirms (or withdraws) that a supply post's author speaks for the plant it names; audited",
  }),
  settings: defineCall({
    tag,
    access: 'admin',
    method: 'GET',
    path: '/api/admin/moderation/settings',
    output: settingsSchema,
    summary: "The number of approved items after which a user's new ones skip the queue (0: never); whether edits are reviewed",
  }),
  saveSettings: defineCall({
    tag,
    access: 'admin',
    method: 'POST',
    path: '/api/admin/moderation/settings',
    body: saveSettingsBody,
    output: z.null(),
    summary: 'Sets the number of approvals after which a user skips the queue, or whether edits of published items are reviewed; audited',
  }),
};
