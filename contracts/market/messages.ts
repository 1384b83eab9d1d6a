import { catalogue } from '../core/i18n';
import en from './messages/en.json';
import zh from './messages/zh.json';

/**
 * What the market's data says in words, in both languages: the names of its codes (access types, plant and
 * registration statuses, approval-history events) and the eligibility answer with its reasons and sources. The
 * server writes answers with it in the asked language, the pages label codes with it (docs/i18n.md).
 */
export const marketDataMessages = catalogue('marketData', en, zh);

/** A plant status code (§4; 3 is decision 0023's Inactive) as its catalogue key; anything unknown reads as pending. */
export function plantStatusKey(status: number) {
  const keys = { 0: 'suspended', 1: 'active', 2: 'pending', 3: 'inactive' } as const;
  return keys[status as keyof typeof keys] ?? 'pending';
}
