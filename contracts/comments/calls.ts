import { z } from 'zod';
import { int } from '../core/numbers';
import { defineCall } from '../core/calls';
import { pageOf } from '../core/envelope';
import { COMMENT_MSG } from './codes';
import {
  addCommentBody,
  adminCommentSchema,
  adminCommentsQuery,
  commentIdParams,
  commentSchema,
  commentsQuery,
  deleteCommentBody,
  replyCommentBody,
} from './models';

const tag = 'comments';

/**
 * What a comment changes for visitors: the comments list, and the comment counts the forum's topics, the news rows
 * and the supply-demand leads show. Nothing else reads comments (knowledge and market pages show no count).
 */
const SHOWN_WITH_COMMENTS = [tag, 'forum', 'news', 'supply-demand'] as const;

/** §7 'Comments': anyone reads; writing needs a session; administrators remove any comment. */
export const commentCalls = {
  list: defineCall({
    tag,
    access: 'anyone',
    method: 'GET',
    path: '/api/comments/queryComments',
    query: commentsQuery,
    output: pageOf(commentSchema),
    summary: 'Comments on one subject (commentsType, ownerId), newest thread first, each with its nested replies',
  }),
  add: defineCall({
    tag,
    access: 'user',
    invalidates: SHOWN_WITH_COMMENTS,
    method: 'POST',
    path: '/api/comments/addComments',
    body: addCommentBody,
    output: int(),
    successMessage: COMMENT_MSG.success,
    summary: 'Comments on a subject; answers the id',
  }),
  reply: defineCall({
    tag,
    access: 'user',
    invalidates: SHOWN_WITH_COMMENTS,
    method: 'POST',
    path: '/api/comments/addRely',
    body: replyCommentBody,
    output: int(),
    successMessage: COMMENT_MSG.success,
    summary: 'Replies to the comment pid on the same subject; answers the id',
  }),
  remove: defineCall({
    tag,
    access: 'user',
    invalidates: SHOWN_WITH_COMMENTS,
    method: 'POST',
    path: '/api/comments/delete',
    body: deleteCommentBody,
    output: z.null(),
    successMessage: COMMENT_MSG.success,
    summary: 'Deletes your own comment (any, for an administrator) and every reply below it',
  }),
  adminList: defineCall({
    tag,
    access: 'admin',
    method: 'GET',
    path: '/api/admin/comments',
    query: adminCommentsQuery,
    output: pageOf(adminCommentSchema),
    summary: 'Comments on every subject, newest first, with the title and link of what each is on: the moderation list',
  }),
  adminRemove: defineCall({
    tag,
    access: 'admin',
    method: 'POST',
    path: '/api/admin/comments/:id/remove',
    params: commentIdParams,
    output: z.null(),
    summary: 'Removes any comment and the replies below it; recorded in the audit log',
  }),
};
