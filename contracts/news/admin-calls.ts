import { defineCall } from '../core/calls';
import { emptyBody, pageOf } from '../core/envelope';
import { adminIdParams, adminKindIdParams, adminKindParams, adminListQuery, customsUpdateForm, newsItemForm } from './inputs';
import { adminCustomsUpdateSchema, adminNewsItemSchema } from './models';

const common = { tag: 'admin', access: 'admin' } as const;

/** A write on one news item: no body, answers the item as it now is. */
const itemWrite = (action: string, summary: string) =>
  defineCall({
    ...common,
    method: 'POST',
    path: `/api/admin/news/:kind/:id/${action}` as `/api/admin/news/:kind/:id/${string}`,
    params: adminKindIdParams,
    body: emptyBody,
    output: adminNewsItemSchema,
    summary,
  });
const customsWrite = (action: string, summary: string) =>
  defineCall({
    ...common,
    method: 'POST',
    path: `/api/admin/news/customs-updates/:id/${action}` as `/api/admin/news/customs-updates/:id/${string}`,
    params: adminIdParams,
    body: emptyBody,
    output: adminCustomsUpdateSchema,
    summary,
  });

/**
 * The news desk of the admin shell: market news and factory news (kind 'market-news' or 'factory-news') and GACC
 * customs updates, drafts included. Bodies are sanitised when saved; every write is in the audit log.
 */
export const newsAdminCalls = {
  items: defineCall({
    ...common,
    method: 'GET',
    path: '/api/admin/news/:kind',
    params: adminKindParams,
    query: adminListQuery,
    output: pageOf(adminNewsItemSchema),
    summary: 'Market or factory news, drafts included, newest first; filters state and keyword',
  }),
  item: defineCall({
    ...common,
    method: 'GET',
    path: '/api/admin/news/:kind/:id',
    params: adminKindIdParams,
    output: adminNewsItemSchema,
    summary: 'One market or factory news item, draft or published',
  }),
  createItem: defineCall({
    ...common,
    method: 'POST',
    path: '/api/admin/news/:kind/create',
    params: adminKindParams,
    body: newsItemForm,
    output: adminNewsItemSchema,
    summary: 'Writes a draft news item (body sanitised)',
  }),
  updateItem: defineCall({
    ...common,
    method: 'POST',
    path: '/api/admin/news/:kind/:id/update',
    params: adminKindIdParams,
    body: newsItemForm,
    output: adminNewsItemSchema,
    summary: 'Changes a news item (body sanitised); a published one stays published',
  }),
  publishItem: itemWrite('publish', 'Publishes a news item: it becomes public (publishedAt is set the first time)'),
  unpublishItem: itemWrite('unpublish', 'Takes a news item back to draft: it leaves the public lists, pages, sitemap and feeds'),
  deleteItem: itemWrite('delete', 'Deletes a news item for good; answers it as it was'),

  customsUpdates: defineCall({
    ...common,
    method: 'GET',
    path: '/api/admin/news/customs-updates',
    query: adminListQuery,
    output: pageOf(adminCustomsUpdateSchema),
    summary: 'GACC customs updates, drafts included, newest first; filters state and keyword',
  }),
  customsUpdate: defineCall({
    ...common,
    method: 'GET',
    path: '/api/admin/news/customs-updates/:id',
    params: adminIdParams,
    output: adminCustomsUpdateSchema,
    summary: 'One GACC customs update, draft or published',
  }),
  createCustomsUpdate: defineCall({
    ...common,
    method: 'POST',
    path: '/api/admin/news/customs-updates/create',
    body: customsUpdateForm,
    output: adminCustomsUpdateSchema,
    summary: 'Writes a draft customs update (body sanitised); infoCode must be unused',
  }),
  updateCustomsUpdate: defineCall({
    ...common,
    method: 'POST',
    path: '/api/admin/news/customs-updates/:id/update',
    params: adminIdParams,
    body: customsUpdateForm,
    output: adminCustomsUpdateSchema,
    summary: 'Changes a customs update (body sanitised)',
  }),
  publishCustomsUpdate: customsWrite('publish', 'Publishes a customs update'),
  unpublishCustomsUpdate: customsWrite('unpublish', 'Takes a customs update back to draft'),
  deleteCustomsUpdate: customsWrite('delete', 'Deletes a customs update for good; answers it as it was'),
};
