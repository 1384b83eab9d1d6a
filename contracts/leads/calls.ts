import { z } from 'zod';
import { int, intText } from '../core/numbers';
import { defineCall } from '../core/calls';
import { pageOf, pagePathParams } from '../core/envelope';
import { POSTING_MSG } from '../posting/codes';
import { collectPageQuery, createdSchema, editedSchema, idsBody } from '../posting/models';
import { homepageQuery, homepageSchema, leadAddBody, leadCollectBody, leadPageBody, leadSchema, leadUpdateBody, renewBody } from './models';

const lead = { tag: 'supply-demand' } as const;

/** §7 'Supply/demand': the leads board, the lead form, favourites and the account lists. */
export const leadCalls = {
  page: defineCall({
    ...lead,
    access: 'anyone',
    method: 'POST',
    path: '/api/supply-demand/page/:page/:limit',
    reads: true,
    params: pagePathParams,
    body: leadPageBody,
    output: pageOf(leadSchema),
    summary:
      'Approved, unexpired posts (filters: type, searchKey, goodsType, originCountry, incoterm, price range; sort: newest, price, expiry); with userId your own in every status; with collectUserId the ones you collected',
  }),
  homepage: defineCall({
    ...lead,
    access: 'anyone',
    method: 'GET',
    path: '/api/supply-demand/homepage',
    query: homepageQuery,
    output: homepageSchema,
    summary: "The home page's B2B block: the newest approved, unexpired posts of each type (supply, demand), newest first",
  }),
  company: defineCall({
    tag: 'employee',
    access: 'user',
    method: 'GET',
    path: '/api/employee/posts',
    query: z.object({ page: intText({ min: 1 }).prefault(1), limit: intText({ min: 1, max: 50 }).prefault(20) }),
    output: pageOf(leadSchema),
    summary:
      "The posts of your company's team (its owner's and members'), in every status, newest first; outside a team, none. A member who leaves or is removed sees them no more",
  }),
  own: defineCall({
    ...lead,
    access: 'user',
    method: 'GET',
    path: '/api/supply-demand/own',
    query: z.object({ id: intText({ min: 1 }) }),
    output: leadSchema,
    summary:
      "One of your own posts by id, in any status, for the edit form (an edit waiting for review in place of the published text); anyone else's answers 404",
  }),
  add: defineCall({
    ...lead,
    access: 'user',
    method: 'POST',
    path: '/api/supply-demand/add',
    body: leadAddBody,
    output: createdSchema,
    successMessage: POSTING_MSG.released,
    summary: 'Posts a lead; it waits Under Review (1) unless its author has enough approvals to skip the queue',
  }),
  update: defineCall({
    ...lead,
    access: 'user',
    method: 'POST',
    path: '/api/supply-demand/update',
    body: leadUpdateBody,
    output: editedSchema,
    successMessage: POSTING_MSG.editSaved,
    summary:
      'Edits your own post: a refused or expired one goes back Under Review; an approved one waits for review apart (the public keeps the approved version) when edits are reviewed, else is live at once',
  }),
  remove: defineCall({
    ...lead,
    access: 'user',
    method: 'POST',
    path: '/api/supply-demand/delete',
    body: idsBody,
    output: z.null(),
    summary: 'Deletes your own posts (any id that is not yours answers 404 and nothing is deleted)',
  }),
  renew: defineCall({
    ...lead,
    access: 'user',
    method: 'POST',
    path: '/api/supply-demand/renew',
    body: renewBody,
    output: z.object({ expiresAt: z.string() }),
    summary: 'Keeps your post on the board for another 90 days from today',
  }),
  collect: defineCall({
    ...lead,
    access: 'user',
    invalidates: ['supply-demand'],
    method: 'POST',
    path: '/api/supply-demand/collect/add',
    body: leadCollectBody,
    output: int(),
    summary: 'Favourites an approved post; answers its new favourite count',
  }),
  uncollect: defineCall({
    ...lead,
    access: 'user',
    invalidates: ['supply-demand'],
    method: 'POST',
    path: '/api/supply-demand/collect/cancel',
    body: leadCollectBody,
    output: int(),
    summary: 'Takes a favourite back; answers the new count',
  }),
  collectPage: defineCall({
    ...lead,
    access: 'user',
    method: 'GET',
    path: '/api/supply-demand/collect/page',
    query: collectPageQuery,
    output: pageOf(leadSchema),
    summary: 'The posts you favourited, latest favourite first',
  }),
};
