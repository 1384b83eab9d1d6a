import { defineCall } from '../core/calls';
import { bannerListBody, bannerSchema } from './banners';
import { emptyBody, pageOf, pagePathParams } from '../core/envelope';
import {
  agreementQuery,
  agreementSchema,
  countryListQuery,
  dicItemSchema,
  dicSelectQuery,
  friendlyLinkSchema,
  noticeEntrySchema,
  regionSchema,
  siteInfoSchema,
} from './models';

const tag = 'site';

/** §7 'Site': who runs the portal, links, countries, dictionaries, agreements. */
export const siteCalls = {
  info: defineCall({
    method: 'GET',
    path: '/api/site-info/detail',
    output: siteInfoSchema,
    summary: 'Site info detail: operator, contacts, mobile host; demoData flags generated data',
    tag,
    access: 'anyone',
  }),
  links: defineCall({
    method: 'POST',
    path: '/api/links/page/:page/:limit',
    reads: true,
    params: pagePathParams,
    body: emptyBody,
    output: pageOf(friendlyLinkSchema),
    summary: 'Friendly links, a page at a time (empty body)',
    tag,
    access: 'anyone',
  }),
  countries: defineCall({
    method: 'GET',
    path: '/api/country/list',
    query: countryListQuery,
    output: pageOf(regionSchema),
    summary: 'Countries grouped by region, names in the language asked (lang query or header)',
    tag,
    access: 'anyone',
  }),
  dictionary: defineCall({
    method: 'GET',
    path: '/api/base/dic/select-list',
    query: dicSelectQuery,
    output: pageOf(dicItemSchema),
    summary: 'Dictionary entries of one dicCode',
    tag,
    access: 'anyone',
  }),
  agreements: defineCall({
    method: 'GET',
    path: '/api/agreements/app',
    query: agreementQuery,
    output: pageOf(agreementSchema),
    summary: 'Agreements of the calling app (app-id header), optionally of one type',
    tag,
    access: 'anyone',
  }),
  noticeConfig: defineCall({
    method: 'GET',
    path: '/api/notice/config',
    output: pageOf(noticeEntrySchema),
    summary: "The notice bar's settings: ROLL_MESSAGE (text; empty means no bar) and REDIRECT_URL (its More link)",
    tag,
    access: 'anyone',
  }),
  banners: defineCall({
    method: 'POST',
    path: '/api/banner/listByPosition',
    reads: true,
    body: bannerListBody,
    output: pageOf(bannerSchema),
    summary: 'The enabled banners of an app at the given positions, now within their window, in order',
    tag,
    access: 'anyone',
  }),
};
