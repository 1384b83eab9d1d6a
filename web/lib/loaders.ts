import { data } from 'react-router';
import type { Lang } from '../../contracts/core/codes';
import { siteCalls } from '../../contracts/site/calls';
import type { Option } from '../ui/FilterBar';
import { type Api, ApiError, type MessageContext, pageMessage } from './api';

/* What page loaders of every area do alike with the API's answers. */

/** Countries of the country list as filter options, named and sorted in `lang` (English unless asked). */
export async function countryOptions(api: Api, lang?: Lang): Promise<Option[]> {
  const regions = await api.call(siteCalls.countries, lang ? { query: { lang } } : {});
  const locale = lang === 'zh_cn' ? 'zh-Hans' : 'en';
  return regions.list
    .flatMap((r) => r.countries.map((c) => ({ value: c.code, label: c.countryName })))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/**
 * A list the filters could not select (a keyword the API refuses) says why, in the visitor's words, over an
 * empty list instead of an error page; anything else is a real failure. `context` gives the page's language and
 * names what the keyword searches.
 */
export async function listOrMessage<T>(
  load: () => Promise<{ list: T[]; total: number }>,
  context: MessageContext,
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

/** Everything after the first failure of a secondary panel (recommendations) leaves the page standing. */
export async function orEmpty<T>(load: () => Promise<{ list: T[]; total: number }>): Promise<{ list: T[]; total: number }> {
  try {
    return await load();
  } catch {
    return { list: [], total: 0 };
  }
}
