import type { AccessType } from '../../../contracts/codes';
import type { Page } from '../../../contracts/envelope';
import type {
  AnimalDiseaseRow,
  ApprovalEvent,
  CompanyArticle,
  CompanyCard,
  CompanyDetail,
  ConsigneeRow,
  CustomsPort,
  FactoryStatus,
  GoodsTypeEntry,
  PlantDetail,
  PlantRow,
  ProductDetail,
  ProductRow,
  SuspensionRow,
} from '../../../contracts/market';
import type { Subscription } from '../../../contracts/subscriptions';
import type { Call } from './client';

const lang = 'en_us';

/** §7 'Market' and 'Subscriptions and likes'. */
export function marketApi(call: Call) {
  const post = <T>(path: string, body: unknown) => call<T>({ method: 'POST', path, body });
  return {
    goodsTypes: (accessType: AccessType) => post<Page<GoodsTypeEntry>>('/api/pc/goods/select/getPcDicDetailByLang', { accessType, lang }),
    promotedCompanies: (accessType: AccessType, size = 8) => post<Page<CompanyCard>>('/api/pcCompanyFactory/getPcPromoteCompany', { accessType, lang, size }),
    companies: (f: { page: number; limit: number; accessType: AccessType; area?: string; plantName?: string; goodsType?: string }) =>
      post<Page<CompanyCard>>('/api/pcCompanyFactory/getPcAllCompany', { ...f, lang }),
    company: (q: { countryCode: string; accessType: AccessType; plantName?: string; companyCode: string }) =>
      post<CompanyDetail>('/api/pcCompanyFactory/getPcCompanyInfoByName', { ...q, lang }),
    companyArticles: (companyCode: string, page = 1, limit = 5) =>
      post<Page<CompanyArticle>>('/api/pcCompanyFactory/queryArticleByCompanyInfo', { companyCode, page, limit }),
    plants: (f: { page: number; limit: number; accessType: AccessType; countryCode?: string; plantNo?: string; status?: number; goodsType?: string }) =>
      post<Page<PlantRow>>('/api/pcCompanyFactory/queryFactory', { ...f, lang }),
    suspended: (f: { page: number; limit: number; accessType: AccessType; countryCode?: string; plantNo?: string; goodsType?: string }) =>
      post<Page<SuspensionRow>>('/api/pcCompanyFactory/queryStopFactory', { ...f, lang }),
    plant: (q: { accessType: AccessType; countryCode: string; plantNo: string }) => post<PlantDetail>('/api/pcCompanyFactory/factoryDetail', { ...q, lang }),
    approvalHistory: (q: { accessType: AccessType; countryCode: string; plantNo: string }) =>
      post<Page<ApprovalEvent>>('/api/queryInform/page', { ...q, page: 1, limit: 9999 }),
    products: (f: { page: number; limit: number; accessType: AccessType; countryCode?: string; goodsName?: string; goodsType?: string }) =>
      post<Page<ProductRow>>('/api/searchAccessGoodsList/page', { ...f, lang }),
    product: (q: { accessType: AccessType; countryCode: string; goodsCode: string }) => post<ProductDetail>('/api/product-goods/detail', { ...q, lang }),
    productPlants: (q: { accessType: AccessType; countryCode: string; goodsCode: string; page: number; limit: number }) =>
      post<Page<FactoryStatus>>('/api/product-goods/factory/list', { ...q, lang }),
    plagueCountries: () => call<Page<{ countryCode: string; countryName: string }>>({ method: 'GET', path: '/api/animal/plague/country/list' }),
    animalDiseases: (f: { page: number; limit: number; queryWord?: string; countryCodeList?: string[] }) =>
      post<Page<AnimalDiseaseRow>>('/api/animal/plague/list/page', f),
    accessGoods: (accessType: AccessType, countryCode: string) =>
      call<string>({ method: 'GET', path: '/api/animal/plague/accessGoods', query: { accessType, countryCode } }),
    customsPorts: () => call<Page<CustomsPort>>({ method: 'GET', path: '/api/meat/address/custom/list' }),
    consignees: (f: { page: number; limit: number; customCode?: string; queryWord?: string }) => post<Page<ConsigneeRow>>('/api/meat/address/list/page', f),

    subscribe: (b: { accessType: AccessType; countryCode: string; subObject: string; subType: 'COMPANY' | 'FACTORY'; nickName?: string; userId?: number }) =>
      post<number>('/api/base/subscribe/add', { ...b, subStatus: 1, subTerminal: 'PC' }),
    unsubscribe: (id: number, nickName?: string) => post<null>('/api/base/subscribe/remove', { id, nickName, subStatus: 2 }),
    subscriptions: (page: number, limit: number, f: { subscribeType?: 'COMPANY' | 'FACTORY'; accessType?: AccessType; queryWord?: string } = {}) =>
      post<Page<Subscription>>(`/api/base/subscribe/list/${page}/${limit}`, f),
    like: (b: { accessType: AccessType; countryCode: string; pointObject: string }) =>
      post<number>('/api/point/like/add', { ...b, pointTerminal: 'PC', pointType: 'FACTORY' }),
    unlike: (id: number) => post<null>('/api/point/like/remove', { id }),
  };
}
