import { z } from 'zod';
import { int, intText } from '../core/numbers';
import { defineCall } from '../core/calls';
import { pageOf, pagePathParams } from '../core/envelope';
import { POSTING_MSG } from '../posting/codes';
import { collectPageQuery, createdSchema, editedSchema, idsBody } from '../posting/models';
import {
  labelListBody,
  labelSchema,
  relatedQuery,
  topicAddBody,
  topicCollectBody,
  topicPageBody,
  topicQuery,
  topicSchema,
  topicUpdateBody,
} from './models';

/** The OpenAPI tag, and the anonymous cache's tag of the forum's reads (its paths keep the spec's /api/community). */
const topic = { tag: 'forum' } as const;

/** §7 'Community': the topic forum. */
export const topicCalls = {
  page: defineCall({
    ...topic,
    access: 'anyone',
    method: 'POST',
    path: '/api/community/page/:page/:limit',
    reads: true,
    params: pagePathParams,
    body: topicPageBody,
    output: pageOf(topicSchema),
    summary:
      'Approved topics, Top first then newest (labelClass, labelCode, content, top 1, good 1); with userId your own in every status; with collectUserId your favourites',
  }),
  own: defineCall({
    ...topic,
    access: 'user',
    method: 'GET',
    path: '/api/community/own',
    query: z.object({ id: intText({ min: 1 }) }),
    output: topicSchema,
    summary:
      "One of your own topics by id, in any status, for the edit form (an edit waiting for review in place of the published text); anyone else's answers 404",
  }),
  add: defineCall({
    ...topic,
    access: 'user',
    invalidates: ['forum'],
    method: 'POST',
    path: '/api/community/add',
    body: topicAddBody,
    output: createdSchema,
    successMessage: POSTING_MSG.released,
    summary: 'Releases a topic (title 5-250, content 50-2000, up to 6 photos or one video); it waits Under Review',
  }),
  update: defineCall({
    ...topic,
    access: 'user',
    invalidates: ['forum'],
    method: 'POST',
    path: '/api/community/update',
    body: topicUpdateBody,
    output: editedSchema,
    successMessage: POSTING_MSG.editSaved,
    summary:
      'Edits your own topic: a refused one goes back Under Review; an approved one waits for review apart (the public keeps the approved version) when edits are reviewed, else is live at once',
  }),
  remove: defineCall({
    ...topic,
    access: 'user',
    invalidates: ['forum', 'comments'],
    method: 'POST',
    path: '/api/community/delete',
    body: idsBody,
    output: z.null(),
    summary: 'Deletes your own topics (any id that is not yours answers 404 and nothing is deleted)',
  }),
  detail: defineCall({
    ...topic,
    access: 'anyone',
    method: 'GET',
    path: '/api/community/topic',
    query: topicQuery,
    output: topicSchema,
    summary: 'One topic by code (approved, or your own in any status); counts a view of an approved one',
  }),
  related: defineCall({
    ...topic,
    access: 'anyone',
    method: 'GET',
    path: '/api/community/related',
    query: relatedQuery,
    output: pageOf(topicSchema),
    summary: 'Approved topics of the same label (or class), newest first, without the topic itself',
  }),
  labels: defineCall({
    ...topic,
    access: 'anyone',
    method: 'POST',
    path: '/api/community/label/list/:page/:limit',
    reads: true,
    params: pagePathParams,
    body: labelListBody,
    output: pageOf(labelSchema),
    summary: 'Active labels, of one label class or all',
  }),
  collect: defineCall({
    ...topic,
    access: 'user',
    invalidates: ['forum'],
    method: 'POST',
    path: '/api/community/collect/add',
    body: topicCollectBody,
    output: int(),
    summary: 'Collects an approved topic; answers its new collect count',
  }),
  uncollect: defineCall({
    ...topic,
    access: 'user',
    invalidates: ['forum'],
    method: 'POST',
    path: '/api/community/collect/cancel',
    body: topicCollectBody,
    output: int(),
    summary: 'Takes a collect back; answers the new count',
  }),
  collectPage: defineCall({
    ...topic,
    access: 'user',
    method: 'GET',
    path: '/api/community/collect/page',
    query: collectPageQuery,
    output: pageOf(topicSchema),
    summary: 'The topics you collected, latest first',
  }),
};
