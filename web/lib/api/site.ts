import { DEFAULT_LANG, type AgreementType, type DicCode, type Lang } from '../../../contracts/codes';
import type { Page } from '../../../contracts/envelope';
import type { Agreement, DicItem, FriendlyLink, Region, SiteInfo } from '../../../contracts/site';
import type { Call } from './client';

export function siteApi(call: Call) {
  return {
    info: () => call<SiteInfo>({ method: 'GET', path: '/api/site-info/detail' }),
    links: (page = 1, limit = 10) => call<Page<FriendlyLink>>({ method: 'POST', path: `/api/links/page/${page}/${limit}`, body: {} }),
    countries: (lang: Lang = DEFAULT_LANG) => call<Page<Region>>({ method: 'GET', path: '/api/country/list', query: { lang } }),
    dictionary: (dicCode: DicCode) => call<Page<DicItem>>({ method: 'GET', path: '/api/base/dic/select-list', query: { dicCode } }),
    agreements: (agreementType?: AgreementType) =>
      call<Page<Agreement>>({ method: 'GET', path: '/api/agreements/app', query: { agreementType } }),
  };
}
