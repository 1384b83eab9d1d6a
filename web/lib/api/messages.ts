import { specMessages } from '../../../contracts/core/codes';
import type { FieldError } from '../../../contracts/core/envelope';
import type { Language } from '../../../contracts/core/languages';
import { localText } from '../../../contracts/core/messages';
import { pageCatalogue, translator, useLanguage } from '../i18n';
import { ApiError } from './client';
import type en from './messages/en.json';

/**
 * The one place that turns an API refusal into a sentence for a page. Validation messages name the call's
 * fields ('Invalid queryWord: enter at least 3 characters'): right for a developer, noise for a visitor,
 * who never typed a 'queryWord'. Messages the services word for people (§8) pass through unchanged.
 */
export const problemMessages = await pageCatalogue('problems', {
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
});

/** The page's language, and what its keyword searches in the visitor's words ('diseases, areas or countries'). */
export interface MessageContext {
  language: Language;
  searchOf?: string;
}

/** Fields a page fills from its keyword box. */
const KEYWORD_FIELDS = new Set(['queryWord', 'keywords', 'keyword', 'plantNo', 'plantName', 'goodsName', 'contentKey']);

/** Other fields, named as the page's controls name them. */
const FIELD_LABEL: Record<string, keyof (typeof en)['label']> = {
  countryCode: 'country',
  countryCodeList: 'country',
  area: 'country',
  accessType: 'productType',
  goodsType: 'goodsType',
  status: 'status',
  customCode: 'port',
  page: 'page',
  limit: 'pageSize',
  email: 'email',
  password: 'password',
  code: 'code',
};

function sentenceOf(error: FieldError, { language, searchOf }: MessageContext): string {
  const t = translator(language, problemMessages);
  const field = error.field.split('.')[0] ?? error.field;
  const keyword = KEYWORD_FIELDS.has(field);
  const label = t(`label.${keyword ? 'searchWords' : (FIELD_LABEL[field] ?? 'thisValue')}`);
  // The server answers in the page's language; the sentence reads its English twin.
  const english = localText('en', error.message);
  const atLeast = /at least (\d+) character/i.exec(english);
  if (atLeast) {
    return keyword
      ? t('problem.searchAtLeast', { min: atLeast[1], what: searchOf ?? t('label.thisList') })
      : t('problem.atLeast', { min: atLeast[1], label });
  }
  const atMost = /at most (\d+) character|too long/i.exec(english);
  if (atMost) return atMost[1] ? t('problem.atMost', { max: atMost[1], label }) : t('problem.shorten', { label });
  if (english === specMessages.texts.en.request.required) return t('problem.fillIn', { label });
  return keyword ? t('problem.changeSearch') : t('problem.check', { label });
}

/** A sentence a person understands for a failed call, in the page's language. */
export function pageMessage(err: unknown, context: MessageContext): string {
  if (!(err instanceof ApiError)) return specMessages.texts[context.language].msg.unknownError;
  const [first] = err.fieldErrors;
  if (first) return sentenceOf(first, context);
  // A validation failure without its field list still is not for visitors' eyes.
  if (err.status === 400 && /^Invalid \w+/.test(localText('en', err.message)))
    return translator(context.language, problemMessages)('problem.changeFilters');
  return errorText(context.language, err);
}

/**
 * What a failed action says, in the page's language: its message (a call's answer, already in the page's language,
 * or a browser check's constant, such as an upload's refusal) as its twin there, or the spec's 'Unknown Error'.
 */
export function errorText(language: Language, err: unknown): string {
  const message = err instanceof Error && err.message ? err.message : specMessages.texts.en.msg.unknownError;
  return localText(language, message);
}

/** `errorText` in the page's language, for event handlers: `message.warning(errorText(err))`. */
export function useErrorText(): (err: unknown) => string {
  const language = useLanguage();
  return (err: unknown) => errorText(language, err);
}
