import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approvalHistoryBody,
  approvalPageResponse,
  articlePageResponse,
  companyArticleBody,
  companyDetailResponse,
  companyInfoBody,
  companyListBody,
  companyPageResponse,
  factoryDetailBody,
  goodsTypeBody,
  goodsTypeListResponse,
  plantDetailResponse,
  plantListBody,
  plantPageResponse,
  promoteCompanyBody,
  suspendedListBody,
  suspensionPageResponse,
} from '../../../contracts/market';
import { langOf } from '../../platform/client-headers';
import { ok } from '../../platform/envelope';
import type { MarketService } from './service';

const tags = ['market'];

/** §7 'POST pcCompanyFactory: …' and 'POST pc goods select getPcDicDetailByLang'. */
export async function marketRoutes(fastify: FastifyInstance, market: MarketService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/pcCompanyFactory/getPcPromoteCompany',
    { schema: { tags, summary: 'Recommended companies (promoteFlag 1) of an access type; size 8 on the home page', body: promoteCompanyBody, response: { 200: companyPageResponse } } },
    async (request) => ok(await market.promotedCompanies(request.body.accessType, request.body.size, langOf(request, request.body.lang))),
  );

  app.post(
    '/api/pcCompanyFactory/getPcAllCompany',
    { schema: { tags, summary: 'Company cards, 15 a page: recommended first; filters area (country), plantName (keyword), goodsType', body: companyListBody, response: { 200: companyPageResponse } } },
    async (request) => ok(await market.companyList({ ...request.body, lang: langOf(request, request.body.lang) })),
  );

  app.post(
    '/api/pcCompanyFactory/queryFactory',
    { schema: { tags, summary: 'Plants (Reg.No.), 10 a page; filters countryCode, plantNo (keyword), status, goodsType', body: plantListBody, response: { 200: plantPageResponse } } },
    async (request) => ok(await market.plantList({ ...request.body, lang: langOf(request, request.body.lang) })),
  );

  app.post(
    '/api/pcCompanyFactory/queryStopFactory',
    { schema: { tags, summary: 'Plants whose exports are suspended, newest suspension first', body: suspendedListBody, response: { 200: suspensionPageResponse } } },
    async (request) => ok(await market.suspendedList({ ...request.body, lang: langOf(request, request.body.lang) })),
  );

  app.post(
    '/api/pcCompanyFactory/getPcCompanyInfoByName',
    { schema: { tags, summary: "A company's detail: info, images, its plants, and the caller's subscription", body: companyInfoBody, response: { 200: companyDetailResponse } } },
    async (request) => ok(await market.companyDetail({ ...request.body, lang: langOf(request, request.body.lang) }, request.user?.userId)),
  );

  app.post(
    '/api/pcCompanyFactory/queryArticleByCompanyInfo',
    { schema: { tags, summary: 'Articles about a company, newest first (page 1, limit 5)', body: companyArticleBody, response: { 200: articlePageResponse } } },
    async (request) => ok(await market.companyArticles(request.body.companyCode, request.body.page, request.body.limit)),
  );

  app.post(
    '/api/pcCompanyFactory/factoryDetail',
    { schema: { tags, summary: "A plant's detail: registrations, like count, and the caller's subscription and like", body: factoryDetailBody, response: { 200: plantDetailResponse } } },
    async (request) => ok(await market.plantDetail({ ...request.body, lang: langOf(request, request.body.lang) }, request.user?.userId)),
  );

  app.post(
    '/api/pc/goods/select/getPcDicDetailByLang',
    { schema: { tags, summary: 'Goods types of an access type (the goods type filter)', body: goodsTypeBody, response: { 200: goodsTypeListResponse } } },
    async (request) => ok(await market.goodsTypesOf(request.body.accessType)),
  );

  app.post(
    '/api/queryInform/page',
    { schema: { tags, summary: "A plant's approval history, newest first (limit 9999)", body: approvalHistoryBody, response: { 200: approvalPageResponse } } },
    async (request) => ok(await market.approvalHistory(request.body)),
  );
}
