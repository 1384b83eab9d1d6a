import { DEFAULT_LANG, type AccessType, type Lang } from '../../../contracts/core/codes';
import { nameInLang } from '../../../contracts/core/languages';
import { marketCalls } from '../../../contracts/market/calls';
import { MARKET_PAGE_SIZE } from '../../../contracts/market/codes';
import type { Api, MessageContext } from '../../lib/api';
import { langOfRequest, languageOfRequest } from '../../lib/i18n';
import { countryOptions, listOrMessage } from '../../lib/loaders';
import type { Option } from '../../ui/FilterBar';
import { listParams, type ListParams } from './params';

/** The goods types of an access type as filter options, named in the page's language (the dictionary holds both). */
export async function goodsTypeOptions(api: Api, accessType: AccessType, lang: Lang = DEFAULT_LANG): Promise<Option[]> {
  const types = await api.call(marketCalls.goodsTypes, { body: { accessType, lang } });
  return types.list.map((g) => ({
    value: g.dicDetailCode,
    label: nameInLang(lang, g.dicDetailEnName, g.dicDetailName),
  }));
}

/**
 * A filtered list page's data: its filters from the URL, one page of rows, and the country and
 * goods-type options of the filter bar, fetched together, named in the page's language (`lang`).
 */
export async function listWithFilterOptions<T>(
  request: Request,
  api: Api,
  load: (params: ListParams, lang: Lang) => Promise<{ list: T[]; total: number }>,
  context: Omit<MessageContext, 'language'> = {},
) {
  const params = listParams(new URL(request.url));
  const lang = langOfRequest(request);
  const [rows, countries, goodsTypes] = await Promise.all([
    listOrMessage(() => load(params, lang), { ...context, language: languageOfRequest(request) }),
    countryOptions(api, lang),
    goodsTypeOptions(api, params.accessType, lang),
  ]);
  return { params, rows, countries, goodsTypes };
}

/**
 * The filters the plant lists (registered and suspended) send alike: the page, access type, country, Reg.No. and
 * goods type, and the language of the names.
 */
export const plantFilterBody = (params: ListParams, lang: Lang) => ({
  lang,
  page: params.page,
  limit: MARKET_PAGE_SIZE.lists,
  accessType: params.accessType,
  countryCode: params.countryCode,
  plantNo: params.keywords,
  goodsType: params.goodsType,
});
