import { z } from 'zod';
import { defineCall } from '../core/calls';
import { pageOf } from '../core/envelope';
import {
  blockSenderBody,
  reportedConversationSchema,
  reportedQuery,
  conversationBody,
  conversationSchema,
  conversationsQuery,
  messageAddBody,
  messageIdBody,
  messagesQuery,
  reportConversationBody,
  threadSchema,
  userIdBody,
} from './models';

const tag = 'supply-demand';
const count = z.object({ count: z.number().int() });

/**
 * What a participant's write changes: conversations, which no visitor's answer shows. The invalidation still reaches
 * every process's kept conversation lists (decision 0069), which hear every tag; the visitors' cache keeps its
 * answers (decision 0072).
 */
const ONLY_CONVERSATIONS = ['conversations'];

/** Enquiries about leads and their conversations (§7 catalogue 'supply-demand message'; issue 27). */
export const enquiryCalls = {
  add: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    invalidates: ONLY_CONVERSATIONS,
    path: '/api/supply-demand/message/add',
    body: messageAddBody,
    output: z.object({ conversationId: z.number().int(), messageId: z.number().int() }),
    summary:
      "Sends a message: with supplyDemandId an enquiry about an approved, unexpired post not one's own (opens or continues the conversation); with conversationId a reply. Limited per hour and day",
  }),
  conversations: defineCall({
    tag,
    access: 'user',
    method: 'GET',
    path: '/api/supply-demand/message/conversations',
    query: conversationsQuery,
    output: pageOf(conversationSchema),
    summary: 'Your conversations, latest message first, with the post, the other party, the last message and unread counts',
  }),
  company: defineCall({
    tag: 'employee',
    access: 'user',
    method: 'GET',
    path: '/api/employee/conversations',
    query: conversationsQuery,
    output: pageOf(conversationSchema),
    summary: "The conversations about your company team's posts, latest message first; members read them (not write); outside a team, none",
  }),
  messages: defineCall({
    tag,
    access: 'user',
    method: 'GET',
    path: '/api/supply-demand/message/messages',
    query: messagesQuery,
    output: threadSchema,
    summary:
      'A conversation and its messages, newest page first; only its two parties (an administrator only once it is reported, audited)',
  }),
  read: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    invalidates: ONLY_CONVERSATIONS,
    path: '/api/supply-demand/message/read',
    body: conversationBody,
    output: count,
    summary: 'Marks a conversation read; answers your unread count left',
  }),
  countNew: defineCall({
    tag,
    access: 'user',
    method: 'GET',
    path: '/api/supply-demand/message/countNew',
    output: count,
    summary: 'How many messages to you are unread (the header badge)',
  }),
  remove: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    invalidates: ONLY_CONVERSATIONS,
    path: '/api/supply-demand/message/delete',
    body: messageIdBody,
    output: z.null(),
    summary: 'Deletes your own message within 10 minutes of sending; it shows as deleted',
  }),
  cleanup: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    invalidates: ONLY_CONVERSATIONS,
    path: '/api/supply-demand/message/cleanup',
    body: conversationBody,
    output: z.null(),
    summary: 'Leaves a conversation: it leaves your list until a newer message arrives',
  }),
  block: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    invalidates: ONLY_CONVERSATIONS,
    path: '/api/supply-demand/message/block',
    body: userIdBody,
    output: z.null(),
    summary: 'Blocks a user: neither of you can write to the other',
  }),
  unblock: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    invalidates: ONLY_CONVERSATIONS,
    path: '/api/supply-demand/message/unblock',
    body: userIdBody,
    output: z.null(),
    summary: 'Lifts your block of a user',
  }),
  report: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    invalidates: ONLY_CONVERSATIONS,
    path: '/api/supply-demand/message/report',
    body: reportConversationBody,
    output: z.null(),
    summary: 'Reports a conversation you take part in to the moderators (once); an administrator may then read it',
  }),
  reported: defineCall({
    tag: 'moderation',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/moderation/conversations',
    query: reportedQuery,
    output: pageOf(reportedConversationSchema),
    summary: 'Conversations with open reports, oldest report first, with the reasons; the messages call reads one (audited)',
  }),
  dismissReport: defineCall({
    tag: 'moderation',
    access: 'admin',
    method: 'POST',
    path: '/api/admin/moderation/conversation/dismiss',
    body: conversationBody,
    output: z.null(),
    summary: "Closes a conversation's open reports without action; the reporters are told; audited",
  }),
  removeMessage: defineCall({
    tag: 'moderation',
    access: 'admin',
    method: 'POST',
    path: '/api/admin/moderation/conversation/remove',
    body: messageIdBody,
    output: z.null(),
    summary:
      'Removes a message of a reported conversation: both parties see it as removed; closes the reports, tells the reporters; audited',
  }),
  blockSender: defineCall({
    tag: 'moderation',
    access: 'admin',
    method: 'POST',
    path: '/api/admin/moderation/conversation/block',
    body: blockSenderBody,
    output: z.null(),
    summary:
      'Blocks a party of a reported conversation from writing to the other (a block on behalf of the other party, decision 0052); closes the reports, tells the reporters; audited',
  }),
};
