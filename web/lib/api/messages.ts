import { MSG } from '../../../contracts/core/codes';
import type { FieldError } from '../../../contracts/core/envelope';
import { ApiError } from './client';

/**
 * The one place that turns an API refusal into a sentence for a page. Validation messages name the call's
 * fields ('Invalid queryWord: enter at least 3 characters'): right for a developer, noise for a visitor,
 * who never typed a 'queryWord'. Messages the services word for people (§8) pass through unchanged.
 */

/** What the page's keyword searches, in the visitor's words: 'diseases, areas or countries'. */
export interface MessageContext {
  searchOf?: string;
}

/** Fields a page fills from its keyword box. */
const KEYWORD_FIELDS = new Set(['queryWord', 'keywords', 'keyword', 'plantNo', 'plantName', 'goodsName', 'contentKey']);

/** Other fields, named as the page's controls name them. */
const FIELD_LABEL: Record<string, string> = {
  countryCode: 'the country',
  countryCodeList: 'the country',
  area: 'the country',
  accessType: 'the product type',
  goodsType: 'the goods type',
  status: 'the status',
  customCode: 'the port',
  page: 'the page number',
  limit: 'the page size',
  email: 'the email address',
  password: 'the password',
  code: 'the verification code',
};

function sentenceOf(error: FieldError, context: MessageContext): string {
  const field = error.field.split('.')[0] ?? error.field;
  const keyword = KEYWORD_FIELDS.has(field);
  const label = keyword ? 'the search words' : (FIELD_LABEL[field] ?? 'this value');
  const atLeast = /at least (\d+) character/i.exec(error.message);
  if (atLeast) {
    return keyword
      ? `Enter at least ${atLeast[1]} characters to search ${context.searchOf ?? 'this list'}.`
      : `Enter at least ${atLeast[1]} characters for ${label}.`;
  }
  const atMost = /at most (\d+) character|too long/i.exec(error.message);
  if (atMost) return atMost[1] ? `Shorten ${label} to ${atMost[1]} characters or fewer.` : `Shorten ${label}.`;
  if (error.message === 'is required') return `Fill in ${label}.`;
  return keyword ? 'Change the search words and try again.' : `Check ${label} and try again.`;
}

/** A sentence a person understands for a failed call. */
export function pageMessage(err: unknown, context: MessageContext = {}): string {
  if (!(err instanceof ApiError)) return MSG.unknownError;
  const [first] = err.fieldErrors;
  if (first) return sentenceOf(first, context);
  // A validation failure without its field list still is not for visitors' eyes.
  if (err.status === 400 && /^Invalid \w+/.test(err.message)) return 'Change the filters and try again.';
  return err.message || MSG.unknownError;
}
