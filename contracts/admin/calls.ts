import { z } from 'zod';
import { defineCall } from '../core/calls';
import { emptyBody, pageOf } from '../core/envelope';
import { noticeEntrySchema } from '../site/models';
import {
  adminAgreementSchema,
  adminLinkSchema,
  adminMeSchema,
  adminUserSchema,
  agreementForm,
  auditEntrySchema,
  auditQuery,
  idParams,
  linkForm,
  linkSortBody,
  noticeForm,
  siteInfoForm,
  siteInfoSettingsSchema,
  userParams,
  userSearchQuery,
} from './models';

const tag = 'admin';
const access = 'admin';

/** A write on one user: no body; answers the user as it now is. */
const userWrite = (path: `/api/admin/users/:userId/${string}`, summary: string) =>
  defineCall({ method: 'POST', path, params: userParams, body: emptyBody, output: adminUserSchema, summary, tag, access });

/**
 * The admin shell's calls. Administrators only: anyone else gets 404, as if they did not exist.
 * Every write is recorded in the audit log with its values before and after.
 */
export const adminCalls = {
  me: defineCall({
    method: 'GET',
    path: '/api/admin/me',
    output: adminMeSchema,
    summary: 'The signed-in administrator (the shell checks it)',
    tag,
    access,
  }),

  users: defineCall({
    method: 'GET',
    path: '/api/admin/users',
    query: userSearchQuery,
    output: pageOf(adminUserSchema),
    summary: 'Users by e-mail or nickname keyword, role and status, newest first, 10 or 20 a page',
    tag,
    access,
  }),
  user: defineCall({
    method: 'GET',
    path: '/api/admin/users/:userId',
    params: userParams,
    output: adminUserSchema,
    summary: "One user; another user's details are recorded in the audit log (user.read)",
    tag,
    access,
  }),
  disableUser: userWrite('/api/admin/users/:userId/disable', 'Disables the account and ends every session of it; not your own'),
  enableUser: userWrite('/api/admin/users/:userId/enable', 'Lets a disabled account sign in again'),
  grantAdmin: userWrite('/api/admin/users/:userId/grant-admin', 'Makes the user an administrator'),
  removeAdmin: userWrite('/api/admin/users/:userId/remove-admin', 'Makes an administrator a plain user; not yourself'),

  siteInfo: defineCall({
    method: 'GET',
    path: '/api/admin/site-info',
    output: siteInfoSettingsSchema,
    summary: 'Site info as stored',
    tag,
    access,
  }),
  saveSiteInfo: defineCall({
    method: 'POST',
    path: '/api/admin/site-info',
    body: siteInfoForm,
    output: siteInfoSettingsSchema,
    summary: 'Replaces the site info; pages show it at once',
    tag,
    access,
  }),

  links: defineCall({
    method: 'GET',
    path: '/api/admin/links',
    output: pageOf(adminLinkSchema),
    summary: 'Every friendly link, hidden ones included, in display order',
    tag,
    access,
  }),
  addLink: defineCall({
    method: 'POST',
    path: '/api/admin/links/add',
    body: linkForm,
    output: adminLinkSchema,
    summary: 'Adds a friendly link',
    tag,
    access,
  }),
  updateLink: defineCall({
    method: 'POST',
    path: '/api/admin/links/:id/update',
    params: idParams,
    body: linkForm,
    output: adminLinkSchema,
    summary: 'Edits a friendly link',
    tag,
    access,
  }),
  deleteLink: defineCall({
    method: 'POST',
    path: '/api/admin/links/:id/delete',
    params: idParams,
    body: emptyBody,
    output: z.null(),
    summary: 'Deletes a friendly link',
    tag,
    access,
  }),
  sortLinks: defineCall({
    method: 'POST',
    path: '/api/admin/links/sort',
    body: linkSortBody,
    output: pageOf(adminLinkSchema),
    summary: 'Puts the links in the given order (every link id once)',
    tag,
    access,
  }),

  agreements: defineCall({
    method: 'GET',
    path: '/api/admin/agreements',
    output: pageOf(adminAgreementSchema),
    summary: 'Every agreement of every app',
    tag,
    access,
  }),
  updateAgreement: defineCall({
    method: 'POST',
    path: '/api/admin/agreements/:id/update',
    params: idParams,
    body: agreementForm,
    output: adminAgreementSchema,
    summary: "Edits an agreement's name and HTML content",
    tag,
    access,
  }),

  notice: defineCall({
    method: 'GET',
    path: '/api/admin/notice-config',
    output: pageOf(noticeEntrySchema),
    summary: "The notice bar's ROLL_MESSAGE and REDIRECT_URL",
    tag,
    access,
  }),
  saveNotice: defineCall({
    method: 'POST',
    path: '/api/admin/notice-config',
    body: noticeForm,
    output: pageOf(noticeEntrySchema),
    summary: "Sets the notice bar's text and link",
    tag,
    access,
  }),

  audit: defineCall({
    method: 'GET',
    path: '/api/admin/audit',
    query: auditQuery,
    output: pageOf(auditEntrySchema),
    summary: 'The audit log, newest first, by actor, action, subject and date range',
    tag,
    access,
  }),
};
