import { siteCalls } from '../../../contracts/site/calls';
import type { CallRegistrar } from '../../platform/calls';
import { appIdOf, langOf } from '../../platform/client-headers';
import type { SiteService } from './service';

export function siteRoutes(http: CallRegistrar, site: SiteService) {
  http.handle(siteCalls.info, () => site.siteInfo());
  http.handle(siteCalls.links, ({ params }) => site.friendlyLinks(params.page, params.limit));
  http.handle(siteCalls.countries, ({ query }, { request }) => site.countriesByRegion(langOf(request, query.lang)));
  http.handle(siteCalls.dictionary, ({ query }) => site.dictionary(query.dicCode));
  http.handle(siteCalls.noticeConfig, () => site.noticeConfig());
  http.handle(siteCalls.agreements, ({ query }, { request }) => site.agreements(appIdOf(request), query.agreementType));
}
