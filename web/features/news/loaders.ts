import { data } from 'react-router';
import { siteCalls } from '../../../contracts/site/calls';
import { type Api, ApiError, pageMessage } from '../../lib/api';
import type { Option } from '../../ui/FilterBar';

/** Countries of the country list, by English name, as filter options. */
export async function countryOptions(api: Api): Promise<Option[]> {
  const regions = await api.call(siteCalls.countries);
  return regions.list
    .flatMap((r) => r.countries.map((c) => ({ value: c.code, label: c.countryName })))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** A list the API refused to filter (a keyword too long, say) says why over an empty list instead of failing. */
export async function listOrMessage<T>(load: () => Promise<{ list: T[]; total: number }>) {
  try {
    return (await load()) as { list: T[]; total: number; problem?: string };
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) return { list: [] as T[], total: 0, problem: pageMessage(err, {}) };
    throw err;
  }
}

/** An item the API does not know (or not yet publish) answers the portal's 404 page; a malformed link too. */
export async function itemOr404<T>(load: () => Promise<T>): Promise<T> {
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
