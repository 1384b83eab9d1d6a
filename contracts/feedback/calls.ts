import { defineCall } from '../core/calls';
import { FEEDBACK_MSG } from './codes';
import { pageOf } from '../core/envelope';
import {
  addFeedbackBody,
  adminFeedbackQuery,
  adminFeedbackSchema,
  feedbackIdParams,
  feedbackReplyBody,
  feedbackStatusBody,
} from './models';
import { z } from 'zod';

const admin = { tag: 'admin', access: 'admin' } as const;

/** §7 'POST feedback addFeedback' and the feedback inbox of the admin shell (docs/feedback.md). */
export const feedbackCalls = {
  add: defineCall({
    method: 'POST',
    path: '/api/feedback/addFeedback',
    invalidates: [],
    body: addFeedbackBody,
    output: z.null(),
    summary:
      'Sends feedback (§3): type from the feedback_type dictionary, content 1–300 after trimming, contact up to 50, images.list up to 6 ' +
      "addresses uploaded for 'feedback-image' by the same sender. A signed-in sender's userId, username and nickname are recorded " +
      'from the session. 5 per 10 minutes per address and per user (then 429)',
    tag: 'feedback',
    access: 'anyone',
  }),
  adminList: defineCall({
    ...admin,
    method: 'GET',
    path: '/api/admin/feedback',
    query: adminFeedbackQuery,
    output: pageOf(adminFeedbackSchema),
    summary: 'The feedback inbox, newest first; filters type, status and date range (from/to, UTC days, both included)',
  }),
  adminItem: defineCall({
    ...admin,
    method: 'GET',
    path: '/api/admin/feedback/:id',
    params: feedbackIdParams,
    output: adminFeedbackSchema,
    summary: 'One feedback with its photos and the replies sent',
  }),
  adminStatus: defineCall({
    ...admin,
    method: 'POST',
    path: '/api/admin/feedback/:id/status',
    params: feedbackIdParams,
    body: feedbackStatusBody,
    output: adminFeedbackSchema,
    summary: 'Moves a feedback to New, In progress or Done (audit feedback.status)',
  }),
  adminReply: defineCall({
    ...admin,
    method: 'POST',
    path: '/api/admin/feedback/:id/reply',
    params: feedbackIdParams,
    body: feedbackReplyBody,
    output: adminFeedbackSchema,
    summary: 'Mails a reply to the contact when it is an e-mail address (else 400) and records it on the item (audit feedback.reply)',
    successMessage: FEEDBACK_MSG.replied,
  }),
};
