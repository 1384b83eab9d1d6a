import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessGoodsQuery,
  accessGoodsResponse,
  animalDiseasePageResponse,
  consigneeListBody,
  consigneePageResponse,
  customsPortListResponse,
  factoryStatusPageResponse,
  plagueCountryListResponse,
  plagueListBody,
  productDetailResponse,
  productGoodsBody,
  productListBody,
  productPageResponse,
} from '../../../contracts/market';
import { langOf } from '../../platform/client-headers';
import { ok } from '../../platform/envelope';
import type { MarketListsService } from './lists-service';

const tags = ['market'];

/** Products, animal disease bans and consignees (§7 'Market'). */
export async function marketListsRoutes(fastify: FastifyInstance, lists: MarketListsService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/searchAccessGoodsList/page',
    { schema: { tags, summary: 'Products open for import, 10 a page; filters countryCode or countryCodeList, goodsName (keyword), goodsType', body: productListBody, response: { 200: productPageResponse } } },
    async (request) => ok(await lists.productList({ ...request.body, lang: langOf(request, request.body.lang) })),
  );

  app.post(
    '/api/product-goods/detail',
    { schema: { tags, summary: "A product's detail with the first 20 plants that may ship it", body: productGoodsBody.omit({ page: true, limit: true }), response: { 200: productDetailResponse } } },
    async (request) => ok(await lists.productDetail({ ...request.body, lang: langOf(request, request.body.lang) })),
  );

  app.post(
    '/api/product-goods/factory/list',
    { schema: { tags, summary: 'The plants that may ship a product, active first (limit 9999)', body: productGoodsBody, response: { 200: factoryStatusPageResponse } } },
    async (request) => ok(await lists.productFactories(request.body)),
  );

  app.get(
    '/api/animal/plague/country/list',
    { schema: { tags, summary: 'Countries with an animal disease ban', response: { 200: plagueCountryListResponse } } },
    async () => ok(await lists.plagueCountries()),
  );

  app.post(
    '/api/animal/plague/list/page',
    { schema: { tags, summary: 'Animal disease bans, newest first; filters countryCodeList, queryWord (3 characters or more), accessType', body: plagueListBody, response: { 200: animalDiseasePageResponse } } },
    async (request) => ok(await lists.animalDiseaseList(request.body)),
  );

  app.get(
    '/api/animal/plague/accessGoods',
    { schema: { tags, summary: 'Whether a country has access products: data "200", or "500" when none', querystring: accessGoodsQuery, response: { 200: accessGoodsResponse } } },
    async (request) => ok(await lists.accessGoods(request.query.accessType, request.query.countryCode)),
  );

  app.get(
    '/api/meat/address/custom/list',
    { schema: { tags, summary: 'Customs districts (ports) consignees are recorded with', querystring: z.object({}).passthrough(), response: { 200: customsPortListResponse } } },
    async () => ok(await lists.customsPorts()),
  );

  app.post(
    '/api/meat/address/list/page',
    { schema: { tags, summary: 'Recorded consignees of imported meat, 10 a page; filters customCode (port), queryWord', body: consigneeListBody, response: { 200: consigneePageResponse } } },
    async (request) => ok(await lists.consigneeList(request.body)),
  );
}
