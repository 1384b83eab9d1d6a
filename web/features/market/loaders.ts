import { data } from 'react-router';
import type { AccessType } from '../../../contracts/core/codes';
import { marketCalls } from '../../../contracts/market/calls';
import { MARKET_PAGE_SIZE } from '../../../contracts/market/codes';
import { siteCalls } from '../../../contracts/site/calls';
import { type Api, ApiError, type MessageContext, pageMessage } from '../../lib/api';
import type { Option } from '../../ui/FilterBar';
import { listParams, type ListParams } from './params';

/** Countries of the country list, by English name, as filter options. */
export async function countryOptions(api: Api): Promise<Option[]> {
  const regions = await api.call(siteCalls.countries);
  return regions.list
    .flatMap((r) => r.countries.map((c) => ({ value: c.code, label: c.countryName })))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export async function goodsTypeOptions(api: Api, accessType: AccessType): Promise<Option[]> {
  const types = await api.call(marketCalls.goodsTypes, { body: { accessType } });
  return types.list.map((g) => ({ value: g.dicDetailCode, label: g.dicDetailEnName }));
}

/**
 * A list the filters could not select (a keyword the API refuses) says why, in the visitor's words, over an
 * empty list instead of an error page; anything else is a real failure. `context` names what the keyword searches.
 */
export async function listOrMessage<T>(
  load: () => Promise<{ list: T[]; total: number }>,
  context: MessageContext = {},
): Promise<{ list: T[]; total: number; problem?: string }> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) return { list: [], total: 0, problem: pageMessage(err, context) };
    throw err;
  }
}

/** A detail the API does not know answers the portal's 404 page; a malformed link too. */
export async function detailOr404<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) throw data(null, { status: 404 });
    throw err;
  }
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
