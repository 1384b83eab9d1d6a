import type { AccessType } from '../../../contracts/core/codes';
import { siteCalls } from '../../../contracts/site/calls';
import type { Api } from '../../lib/api';
import { countryOptions } from '../../lib/loaders';
import { langOfRequest, languageOfRequest, type Language } from '../../lib/i18n';
import type { Option } from '../../ui/FilterBar';
import { dictionaryName } from '../../ui/posts/dictionary-name';

/**
 * The products a post names, by product type (goods_type for meat, products_approval for seafood), in the reader's
 * language: the lead form's product list and the board's product filter.
 */
export async function loadGoodsOptions(api: Api, language: Language): Promise<Record<AccessType, Option[]>> {
  const [meat, seafood] = await Promise.all([
    api.call(siteCalls.dictionary, { query: { dicCode: 'goods_type' } }),
    api.call(siteCalls.dictionary, { query: { dicCode: 'products_approval' } }),
  ]);
  const options = (page: typeof meat) => page.list.map((d) => ({ value: d.dicDetailCode, label: dictionaryName(d, language) }));
  return { '201': options(meat), '202': options(seafood) };
}

/**
 * The board's option lists: one product list (a code names the same product whichever dictionary holds it) and the
 * countries, in the reader's language; the board's filters and the names a saved search shows.
 */
export async function loadBoardOptions(api: Api, request: Request): Promise<{ products: Option[]; countries: Option[] }> {
  const [goods, countries] = await Promise.all([
    loadGoodsOptions(api, languageOfRequest(request)),
    countryOptions(api, langOfRequest(request)),
  ]);
  const products = [...new Map([...goods['201'], ...goods['202']].map((o) => [o.value, o])).values()];
  return { products, countries };
}
