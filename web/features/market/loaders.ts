import type { AccessType } from '../../../contracts/core/codes';
import { marketCalls } from '../../../contracts/market/calls';
import { MARKET_PAGE_SIZE } from '../../../contracts/market/codes';
import type { Api, MessageContext } from '../../lib/api';
import { countryOptions, listOrMessage } from '../../lib/loaders';
import type { Option } from '../../ui/FilterBar';
import { listParams, type ListParams } from './params';

export async function goodsTypeOptions(api: Api, accessType: AccessType): Promise<Option[]> {
  const types = await api.call(marketCalls.goodsTypes, { body: { accessType } });
  return types.list.map((g) => ({ value: g.dicDetailCode, label: g.dicDetailEnName }));
}

/**
 * A filtered list page's data: its filters from the URL, one page of rows, and the country and
 * goods-type options of the filter bar, fetched together.
 */
export async function listWithFilterOptions<T>(
  url: URL,
  api: Api,
  load: (params: ListParams) => Promise<{ list: T[]; total: number }>,
  context: MessageContext = {},
) {
  const params = listParams(url);
  const [rows, countries, goodsTypes] = await Promise.all([
    listOrMessage(() => load(params), context),
    countryOptions(api),
    goodsTypeOptions(api, params.accessType),
  ]);
  return { params, rows, countries, goodsTypes };
}

/** The filters the plant lists (registered and suspended) send alike: the page, access type, country, Reg.No. and goods type. */
export const plantFilterBody = (params: ListParams) => ({
  page: params.page,
  limit: MARKET_PAGE_SIZE.lists,
  accessType: params.accessType,
  countryCode: params.countryCode,
  plantNo: params.keywords,
  goodsType: params.goodsType,
});
