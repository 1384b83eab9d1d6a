import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagePathParams } from '../../../contracts/envelope';
import {
  agreementListResponse,
  agreementQuery,
  countryListQuery,
  countryListResponse,
  dicListResponse,
  dicSelectQuery,
  linkPageResponse,
  siteInfoResponse,
} from '../../../contracts/site';
import { appIdOf, langOf } from '../../platform/client-headers';
import { ok } from '../../platform/envelope';
import type { SiteService } from './service';

export async function siteRoutes(fastify: FastifyInstance, site: SiteService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/site-info/detail',
    { schema: { tags: ['site'], summary: 'Site info detail: operator, contacts, mobile host; demoData flags generated data', response: { 200: siteInfoResponse } } },
    async () => ok(await site.siteInfo()),
  );

  app.post(
    '/api/links/page/:page/:limit',
    {
      schema: {
        tags: ['site'],
        summary: 'Friendly links, a page at a time (empty body)',
        params: pagePathParams,
        body: z.object({}).passthrough().nullish(),
        response: { 200: linkPageResponse },
      },
    },
    async (request) => ok(await site.friendlyLinks(request.params.page, request.params.limit)),
  );

  app.get(
    '/api/country/list',
    {
      schema: {
        tags: ['site'],
        summary: 'Countries grouped by region, names in the language asked (lang query or header)',
        querystring: countryListQuery,
        response: { 200: countryListResponse },
      },
    },
    async (request) => ok(await site.countriesByRegion(langOf(request, request.query.lang))),
  );

  app.get(
    '/api/base/dic/select-list',
    {
      schema: {
        tags: ['site'],
        summary: 'Dictionary entries of one dicCode',
        querystring: dicSelectQuery,
        response: { 200: dicListResponse },
      },
    },
    async (request) => ok(await site.dictionary(request.query.dicCode)),
  );

  app.get(
    '/api/agreements/app',
    {
      schema: {
        tags: ['site'],
        summary: 'Agreements of the calling app (app-id header), optionally of one type',
        querystring: agreementQuery,
        response: { 200: agreementListResponse },
      },
    },
    async (request) => ok(await site.agreements(appIdOf(request), request.query.agreementType)),
  );
}
