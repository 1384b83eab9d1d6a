import { marketCalls } from '../../../contracts/market/calls';
import type { CallRegistrar } from '../../platform/calls';
import { langOf } from '../../platform/client-headers';
import type { createEligibility } from './eligibility/service';
import type { MarketListsService } from './lists-service';
import type { MarketService } from './service';

/** §7 'Market': companies, plants, suspensions, products, animal disease bans and consignees. */
export function marketRoutes(
  http: CallRegistrar,
  market: MarketService,
  lists: MarketListsService,
  eligibility: ReturnType<typeof createEligibility>,
) {
  const c = marketCalls;
  http.handle(c.promotedCompanies, ({ body }, { request }) =>
    market.promotedCompanies(body.accessType, body.size, langOf(request, body.lang)),
  );
  http.handle(c.companies, ({ body }, { request }) => market.companyList({ ...body, lang: langOf(request, body.lang) }));
  http.handle(c.plants, ({ body }, { request }) => market.plantList({ ...body, lang: langOf(request, body.lang) }));
  http.handle(c.suspended, ({ body }, { request }) => market.suspendedList({ ...body, lang: langOf(request, body.lang) }));
  http.handle(c.company, ({ body }, { request, user }) => market.companyDetail({ ...body, lang: langOf(request, body.lang) }, user));
  http.handle(c.plant, ({ body }, { request, user }) => market.plantDetail({ ...body, lang: langOf(request, body.lang) }, user));
  http.handle(c.goodsTypes, ({ body }) => market.goodsTypesOf(body.accessType));
  http.handle(c.approvalHistory, ({ body }, { request }) => market.approvalHistory({ ...body, lang: langOf(request, body.lang) }));

  http.handle(c.products, ({ body }, { request }) => lists.productList({ ...body, lang: langOf(request, body.lang) }));
  http.handle(c.product, ({ body }, { request }) => lists.productDetail({ ...body, lang: langOf(request, body.lang) }));
  http.handle(c.productPlants, ({ body }, { request }) => lists.productFactories({ ...body, lang: langOf(request, body.lang) }));
  http.handle(c.plagueCountries, ({ query }, { request }) => lists.plagueCountries(langOf(request, query.lang)));
  http.handle(c.animalDiseases, ({ body }, { request }) => lists.animalDiseaseList({ ...body, lang: langOf(request, body.lang) }));
  http.handle(c.accessGoods, ({ query }) => lists.accessGoods(query.accessType, query.countryCode));
  http.handle(c.customsPorts, () => lists.customsPorts());
  http.handle(c.consignees, ({ body }) => lists.consigneeList(body));
  http.handle(c.eligibility, ({ body }, { request }) => eligibility({ ...body, lang: langOf(request, body.lang) }));
}
