import { z } from 'zod';
import { idText } from '../core/numbers';
import { defineCall } from '../core/calls';
import { emptyBody, pageOf } from '../core/envelope';
import { adminBannerSchema, bannerForm, bannerSortBody } from './banners';

const tag = 'admin';
const access = 'admin';
const idParams = z.object({ id: idText() });

/** The admin shell's banner calls; every write is audited. */
export const bannerAdminCalls = {
  list: defineCall({
    tag,
    access,
    method: 'GET',
    path: '/api/admin/banners',
    output: pageOf(adminBannerSchema),
    summary: 'Every banner, disabled and out-of-window ones too, by position and order',
  }),
  add: defineCall({
    tag,
    access,
    method: 'POST',
    path: '/api/admin/banners/add',
    body: bannerForm,
    output: adminBannerSchema,
    summary: 'Adds a banner at the end of its position',
  }),
  update: defineCall({
    tag,
    access,
    method: 'POST',
    path: '/api/admin/banners/:id/update',
    params: idParams,
    body: bannerForm,
    output: adminBannerSchema,
    summary: 'Edits a banner',
  }),
  remove: defineCall({
    tag,
    access,
    method: 'POST',
    path: '/api/admin/banners/:id/delete',
    params: idParams,
    body: emptyBody,
    output: z.null(),
    summary: 'Deletes a banner',
  }),
  sort: defineCall({
    tag,
    access,
    method: 'POST',
    path: '/api/admin/banners/sort',
    body: bannerSortBody,
    output: pageOf(adminBannerSchema),
    summary: 'Puts the banners of one position in the given order (every id once)',
  }),
};
