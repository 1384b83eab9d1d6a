import { siteCalls } from '../../../contracts/site/calls';
import type { DicItem } from '../../../contracts/site/models';
import { createApi } from '../../lib/api';
import type { ApiTransport } from '../../../contracts/core/transport';

/** The feedback_type dictionary for the form; an unavailable dictionary leaves the list empty (§8: swallowed). */
export async function feedbackTypes(transport: ApiTransport): Promise<DicItem[]> {
  try {
    return (await createApi(transport).call(siteCalls.dictionary, { query: { dicCode: 'feedback_type' } })).list;
  } catch {
    return [];
  }
}
