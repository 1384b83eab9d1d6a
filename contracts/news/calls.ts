import { z } from 'zod';
import { int } from '../core/numbers';
import { defineCall } from '../core/calls';
import { pageOf, pagePathParams } from '../core/envelope';
import {
  baiduIncludedBody,
  customsUpdateBody,
  factoryNewsBody,
  linkSubmitQuery,
  marketNewsBody,
  newsDetailQuery,
  relatedFactoryNewsBody,
  rollMessageBody,
} from './inputs';
import {
  customsUpdateDetailSchema,
  customsUpdateRowSchema,
  linkSubmitSchema,
  newsDetailSchema,
  newsRowSchema,
  rollMessageEntrySchema,
} from './models';

const common = { tag: 'news', access: 'anyone' } as const;

/** §7 'News': market news, factory news, GACC customs updates, the rolling message and search-engine inclusion. */
export const newsCalls = {
  marketNews: defineCall({
    ...common,
    method: 'POST',
    path: '/api/newsQuery/countryList/:page/:limit',
    reads: true,
    params: pagePathParams,
    body: marketNewsBody,
    output: pageOf(newsRowSchema),
    summary:
      'Market news (newsSource 8080), newest first or, with keywords, best match first; 5 a page on the overview. With id: up to limit (15) recommendations beside that item, its country first, the item left out',
  }),
  factoryNews: defineCall({
    ...common,
    method: 'POST',
    path: '/api/factory-news/list',
    reads: true,
    body: factoryNewsBody,
    output: pageOf(newsRowSchema),
    summary: 'Factory news (newsSource 164), 5 a page by default; filters accessType, countryCode, contentKey (keyword), companyTags',
  }),
  relatedFactoryNews: defineCall({
    ...common,
    method: 'POST',
    path: '/api/factory-news/related',
    reads: true,
    body: relatedFactoryNewsBody,
    output: pageOf(newsRowSchema),
    summary: 'Factory news related to an item (limit 15): about the same companies first, then the same country; the item left out',
  }),
  customsUpdates: defineCall({
    ...common,
    method: 'POST',
    path: '/api/baseCountry/queryPcUpdateImformList',
    reads: true,
    body: customsUpdateBody,
    output: pageOf(customsUpdateRowSchema),
    summary: 'GACC customs updates, newest first (5 home, 10 overview); filters accessType, area (a list of country codes), content',
  }),
  customsUpdate: defineCall({
    ...common,
    method: 'GET',
    path: '/api/baseCountry/updateImformDetail',
    query: newsDetailQuery,
    output: customsUpdateDetailSchema,
    summary:
      'One published GACC customs update, with what it changed in the market data (links to each plant, company and ban); counts a view',
  }),
  rollMessage: defineCall({
    ...common,
    method: 'POST',
    path: '/api/newsQuery/rollMessage',
    reads: true,
    body: rollMessageBody,
    output: z.array(rollMessageEntrySchema),
    summary:
      "The home page's rolling message: the 5 newest published headlines of market news and GACC updates, as {code: page path, value: headline}",
  }),
  factoryNewsDetail: defineCall({
    ...common,
    method: 'GET',
    path: '/api/article/detail',
    query: newsDetailQuery,
    output: newsDetailSchema,
    summary: 'One published factory news item; counts a view',
  }),
  areaNewsDetail: defineCall({
    ...common,
    method: 'GET',
    path: '/api/area-news/detail',
    query: newsDetailQuery,
    output: newsDetailSchema,
    summary: 'One published market news item; counts a view',
  }),
  linkSubmit: defineCall({
    ...common,
    method: 'GET',
    path: '/api/linkSubmit',
    noCache: true,
    query: linkSubmitQuery,
    output: linkSubmitSchema,
    summary:
      'The search-engine inclusion helper: checks fullPath is a published news page and answers its absolute address and the sitemap that lists it',
  }),
  updateBaiduIncluded: defineCall({
    ...common,
    method: 'POST',
    path: '/api/newsQuery/updateBaiduIcluded',
    invalidates: ['news'],
    body: baiduIncludedBody,
    output: int().describe('baiduIncluded, now 1'),
    summary: 'Marks a published news item as announced to search engines (baiduIncluded 1); it is listed in /sitemap.xml',
  }),
};
